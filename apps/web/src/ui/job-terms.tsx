import type { EligibilityRulesBody, NotificationEvent, NotificationState } from '@placement/contract';
import type { ReactNode } from 'react';
import { formatDateTime } from '../lib/format';

/** A job's terms at a college (#45): what a JNF states, what the placement cell approves, what a student reads. */

export interface JobTermsView {
  ctc: number | null;
  ctcBreakdown: { fixed: number; variable: number; joiningBonus: number; stipend: number } | null;
  bond: string;
  rules: EligibilityRulesBody;
}

const list = (values: readonly (string | number)[]) => values.join(', ');

/** Each rule of a job in words, as a student or a recruiter reads it. */
export function rulesInWords(rules: EligibilityRulesBody): string[] {
  const words: string[] = [];
  if (rules.minCgpa != null) words.push(`CGPA at least ${rules.minCgpa}`);
  if (rules.programmes?.length) words.push(`Programmes: ${list(rules.programmes)}`);
  if (rules.branches?.length) words.push(`Branches: ${list(rules.branches)}`);
  if (rules.passOutYears?.length) words.push(`Pass-out years: ${list(rules.passOutYears)}`);
  if (rules.maxActiveBacklogs != null) words.push(`At most ${rules.maxActiveBacklogs} active backlogs`);
  if (rules.maxTotalBacklogs != null) words.push(`At most ${rules.maxTotalBacklogs} backlogs in all`);
  if (rules.minClassX != null) words.push(`Class X at least ${rules.minClassX}%`);
  if (rules.minClassXII != null) words.push(`Class XII at least ${rules.minClassXII}%`);
  if (rules.minDiploma != null) words.push(`Diploma at least ${rules.minDiploma}%`);
  if (rules.maxGapYears != null) words.push(`At most ${rules.maxGapYears} gap years`);
  if (rules.genders?.length) words.push(`Open to: ${list(rules.genders)}`);
  return words;
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3">
      <dt className="font-medium text-slate-700">{term}</dt>
      <dd className="text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

/** CTC with its breakdown, bond and eligibility as a list of terms. */
export function JobTermsSummary({ terms, children }: { terms: JobTermsView; children?: ReactNode }) {
  const parts = terms.ctcBreakdown;
  const rules = rulesInWords(terms.rules);
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      <Row term="CTC">{terms.ctc == null ? 'Not stated' : `${terms.ctc} LPA`}</Row>
      {parts && (
        <Row term="CTC breakdown">
          Fixed {parts.fixed} LPA · variable {parts.variable} LPA · joining bonus {parts.joiningBonus} LPA
          {parts.stipend > 0 ? ` · stipend ${rupees.format(parts.stipend)} a month` : ''}
        </Row>
      )}
      <Row term="Bond">{terms.bond || 'None'}</Row>
      <Row term="Eligibility">
        {rules.length ? (
          <ul className="list-disc pl-5">
            {rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        ) : (
          'Open to every student'
        )}
      </Row>
      {children}
    </dl>
  );
}

export { Row as JobTermsRow };

export const notificationStateLabel: Record<NotificationState, string> = {
  draft: 'Draft',
  submitted: 'Waiting for approval',
  sent_back: 'Sent back',
  approved: 'Approved',
};

const stateTone: Record<NotificationState, string> = {
  draft: 'bg-slate-100 text-slate-800',
  submitted: 'bg-amber-100 text-amber-900',
  sent_back: 'bg-red-100 text-red-900',
  approved: 'bg-green-100 text-green-900',
};

export function NotificationStateBadge({ state }: { state: NotificationState }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${stateTone[state]}`}>
      {notificationStateLabel[state]}
    </span>
  );
}

const eventWords: Record<NotificationEvent['kind'], string> = {
  created: 'Created',
  edited: 'Edited',
  submitted: 'Submitted',
  resubmitted: 'Resubmitted',
  reopened: 'Changed after approval: waiting for approval again',
  approved: 'Approved',
  sent_back: 'Sent back',
};

/** Every step of a form, oldest first: what happened, who, when, and the comment. */
export function NotificationHistory({ events }: { events: NotificationEvent[] }) {
  return (
    <ol aria-label="History" className="space-y-3 text-sm">
      {events.map((event) => (
        // steps of one request are a millisecond apart: time and kind name each step
        <li key={`${event.at}-${event.kind}`} className="border-l-2 border-slate-200 pl-3">
          <p className="font-medium text-slate-900">{eventWords[event.kind]}</p>
          <p className="text-slate-600">
            {event.by?.name ?? (event.role === 'college' ? 'The college' : 'The company')} (
            {event.role === 'college' ? 'college' : 'company'}) · {formatDateTime(event.at)}
          </p>
          {event.comment && <p className="mt-1 text-slate-800">“{event.comment}”</p>}
        </li>
      ))}
    </ol>
  );
}
