import type { JobNotification, StaffNotificationBody } from '@placement/contract';
import { draftFields } from '../lib/draft-fields';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';

/** The terms part of a job notification form, as text fields: the company's form and the staff's edit share it. */
export interface TermsDraft {
  vacancies: string;
  ctc: string;
  fixed: string;
  variable: string;
  joiningBonus: string;
  stipend: string;
  bond: string;
  minCgpa: string;
  programmes: string;
  branches: string;
  passOutYears: string;
  maxActiveBacklogs: string;
  rounds: string;
  documents: string;
  deadline: string;
  /** rules this form does not edit, kept as they are */
  otherRules: JobNotification['rules'];
}

type Terms = Omit<StaffNotificationBody, 'version' | 'cycleId'>;

const text = (value: number | null | undefined) => (value == null ? '' : String(value));
const num = (value: string) => (value.trim() === '' ? null : Number(value));
const items = (value: string, separator: RegExp) =>
  value
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);
/** A day (YYYY-MM-DD) read as the end of that day in Asia/Kolkata, and back. */
const dayToIso = (day: string) => (day ? new Date(`${day}T23:59:59+05:30`).toISOString() : null);
const isoToDay = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(iso)) : '';

export function termsDraftOf(form?: JobNotification): TermsDraft {
  const { minCgpa, programmes, branches, passOutYears, maxActiveBacklogs, ...otherRules } = form?.rules ?? {};
  const parts = form?.ctcBreakdown;
  return {
    vacancies: text(form?.vacancies),
    ctc: text(form?.ctc),
    fixed: text(parts?.fixed),
    variable: text(parts?.variable),
    joiningBonus: text(parts?.joiningBonus),
    stipend: text(parts?.stipend),
    bond: form?.bond ?? '',
    minCgpa: text(minCgpa),
    programmes: (programmes ?? []).join(', '),
    branches: (branches ?? []).join(', '),
    passOutYears: (passOutYears ?? []).join(', '),
    maxActiveBacklogs: text(maxActiveBacklogs),
    rounds: (form?.plannedRounds ?? []).join('\n'),
    documents: (form?.documents ?? []).map((d) => `${d.name} | ${d.url}`).join('\n'),
    deadline: isoToDay(form?.deadline ?? null),
    otherRules,
  };
}

export function termsBodyOf(d: TermsDraft): Terms {
  const parts = [d.fixed, d.variable, d.joiningBonus, d.stipend];
  const rules: JobNotification['rules'] = { ...d.otherRules };
  if (num(d.minCgpa) != null) rules.minCgpa = Number(d.minCgpa);
  if (items(d.programmes, /,/).length) rules.programmes = items(d.programmes, /,/);
  if (items(d.branches, /,/).length) rules.branches = items(d.branches, /,/);
  if (items(d.passOutYears, /,/).length) rules.passOutYears = items(d.passOutYears, /,/).map(Number);
  if (num(d.maxActiveBacklogs) != null) rules.maxActiveBacklogs = Number(d.maxActiveBacklogs);
  return {
    vacancies: num(d.vacancies),
    ctc: num(d.ctc),
    ctcBreakdown: parts.every((p) => p.trim() === '')
      ? null
      : {
          fixed: num(d.fixed) ?? 0,
          variable: num(d.variable) ?? 0,
          joiningBonus: num(d.joiningBonus) ?? 0,
          stipend: num(d.stipend) ?? 0,
        },
    bond: d.bond.trim(),
    rules,
    plannedRounds: items(d.rounds, /\n/),
    documents: items(d.documents, /\n/).map((line) => {
      const [name = '', url = ''] = line.split('|').map((s) => s.trim());
      return url ? { name, url } : { name: line, url: line };
    }),
    deadline: dayToIso(d.deadline),
  };
}

const decimal = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 } as const;

/** Vacancies, CTC and its parts, bond, eligibility, planned rounds, documents and the deadline. */
export function TermsFields({
  draft,
  set,
}: {
  draft: TermsDraft;
  set: (patch: Partial<TermsDraft>) => void;
}) {
  const field = draftFields(draft, set);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Vacancies" type="number" min={1} step={1} {...field('vacancies')} />
      <TextField label="Application deadline" type="date" {...field('deadline')} />
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Compensation</legend>
        <TextField label="CTC (LPA)" hint="Leave empty to add up the parts" {...decimal} {...field('ctc')} />
        <TextField label="Fixed (LPA)" {...decimal} {...field('fixed')} />
        <TextField label="Variable (LPA)" {...decimal} {...field('variable')} />
        <TextField label="Joining bonus (LPA)" {...decimal} {...field('joiningBonus')} />
        <TextField label="Stipend (₹ a month)" type="number" min={0} step={1} {...field('stipend')} />
      </fieldset>
      <TextField label="Bond" maxLength={300} className="sm:col-span-2" {...field('bond')} />
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Eligibility</legend>
        <TextField label="Minimum CGPA (of 10)" {...decimal} max={10} {...field('minCgpa')} />
        <TextField
          label="Most active backlogs"
          type="number"
          min={0}
          step={1}
          {...field('maxActiveBacklogs')}
        />
        <TextField label="Programmes" hint="Comma-separated, e.g. B.Tech" {...field('programmes')} />
        <TextField label="Branches" hint="Comma-separated, e.g. CSE, IT" {...field('branches')} />
        <TextField label="Pass-out years" hint="Comma-separated, e.g. 2027" {...field('passOutYears')} />
      </fieldset>
      <TextareaField label="Planned rounds" hint="One a line, in order" rows={3} {...field('rounds')} />
      <TextareaField
        label="Documents"
        hint="One a line: name | https:// address"
        rows={3}
        {...field('documents')}
      />
    </div>
  );
}
