import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { yourTimeLabel } from '../../../lib/format';
import { Alert } from '../../../ui/alert';
import { buttonVariants } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Spinner } from '../../../ui/spinner';
import { SubNav } from '../../../ui/sub-nav';
import { assessmentsQueryOptions } from '../api/get-assessments';
import type { AssessmentSummary } from '../api/types';
import { formatHms, timeline } from '../utils/format';
import { flushOutbox } from '../utils/outbox';

/** SPEC §2: /student/test/section/{n} shows section n alone, counted from 1. */
const sections = [
  { status: 'active', title: 'Active' },
  { status: 'upcoming', title: 'Upcoming' },
  { status: 'completed', title: 'Completed' },
] as const;

const tabs = [
  { to: '/student/test', label: 'All', end: true },
  ...sections.map((section, index) => ({ to: `/student/test/section/${index + 1}`, label: section.title })),
];

/** The sections a path shows: all on /student/test, one on /student/test/section/{n}, none for a wrong n. */
function sectionsOf(n: string | undefined) {
  if (n === undefined) return sections;
  const section = /^[1-9]\d*$/.test(n) ? sections[Number(n) - 1] : undefined;
  return section ? [section] : [];
}

function AssessmentCard({ assessment }: { assessment: AssessmentSummary }) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {assessment.isAdaptive ? 'Adaptive' : 'Non-adaptive'} · {assessment.sender.name}
      </p>
      <h3 className="mt-1 font-semibold text-slate-900">{assessment.name}</h3>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">Duration</dt>
          <dd className="font-medium text-slate-900">{yourTimeLabel(assessment)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Attempts</dt>
          <dd className="font-medium text-slate-900">
            {assessment.attemptsUsed}/{assessment.totalAttempts}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-slate-600">Timeline</dt>
          <dd className="font-medium text-slate-900">{timeline(assessment.startDate, assessment.endDate)}</dd>
        </div>
      </dl>
      {assessment.inProgress ? (
        <>
          <p className="mt-3 text-sm font-medium text-slate-900">
            In progress: {formatHms(assessment.resumeSeconds ?? 0)} left
          </p>
          <Link
            to={`/test/start/instruction/${assessment._id}?isAdaptive=${assessment.isAdaptive}`}
            className={`${buttonVariants.primary} mt-2 self-start`}
            // the accessible name starts with the visible words (WCAG 2.5.3)
            aria-label={`Resume test ${assessment.name}`}
          >
            Resume test
          </Link>
        </>
      ) : (
        <Link
          to={`/student/test/${assessment._id}?isAdaptive=${assessment.isAdaptive}`}
          className={`${buttonVariants.secondary} mt-4 self-start`}
          aria-label={`View ${assessment.name}`}
        >
          View
        </Link>
      )}
    </li>
  );
}

/** /student/test and /student/test/section/{n}: the assessments the student is invited to, by status. */
export function AssessmentListRoute() {
  const { n } = useParams();
  const shown = sectionsOf(n);
  const assessments = useQuery(assessmentsQueryOptions());
  const queryClient = useQueryClient();
  useEffect(() => {
    // Answers or an end left behind by a lost connection are delivered first.
    void flushOutbox().then(() => queryClient.invalidateQueries({ queryKey: ['assessments'] }));
  }, [queryClient]);

  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Tests</h1>
      <div className="mt-4">
        <SubNav label="Test sections" items={tabs} />
      </div>
      {shown.length === 0 && (
        <div className="mt-8">
          <EmptyState title={`There is no section ${n}`}>
            Sections are numbered 1 to {sections.length}.{' '}
            <Link to="/student/test" className="font-semibold text-brand-700 underline">
              See all tests
            </Link>
          </EmptyState>
        </div>
      )}
      {assessments.isPending && <Spinner className="mt-8 size-8 text-brand-700" />}
      {assessments.isError && (
        <div className="mt-8">
          <Alert tone="error">{assessments.error.message}</Alert>
        </div>
      )}
      {assessments.data &&
        shown.map((section) => {
          const list = assessments.data.filter((t) => t.status === section.status);
          return (
            <section key={section.status} className="mt-8" aria-labelledby={`tests-${section.status}`}>
              <h2 id={`tests-${section.status}`} className="text-lg font-semibold text-slate-900">
                {section.title}
              </h2>
              {list.length === 0 ? (
                <p className="mt-2 text-sm text-slate-600">No {section.title.toLowerCase()} tests.</p>
              ) : (
                <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {list.map((assessment) => (
                    <AssessmentCard key={assessment._id} assessment={assessment} />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
    </div>
  );
}
