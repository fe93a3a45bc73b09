import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../ui/alert';
import { buttonVariants } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { testsQueryOptions } from '../api/get-tests';
import type { TestSummary } from '../api/types';
import { timeline } from '../utils/format';
import { flushOutbox } from '../utils/outbox';

const sections = [
  { status: 'active', title: 'Active' },
  { status: 'upcoming', title: 'Upcoming' },
  { status: 'completed', title: 'Completed' },
] as const;

function TestCard({ test }: { test: TestSummary }) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {test.isAdaptive ? 'Adaptive' : 'Non-adaptive'} · {test.sender.name}
      </p>
      <h3 className="mt-1 font-semibold text-slate-900">{test.name}</h3>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">Duration</dt>
          <dd className="font-medium text-slate-900">{test.totalTime} mins</dd>
        </div>
        <div>
          <dt className="text-slate-600">Attempts</dt>
          <dd className="font-medium text-slate-900">
            {test.attemptsUsed}/{test.totalAttempts}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-slate-600">Timeline</dt>
          <dd className="font-medium text-slate-900">{timeline(test.startDate, test.endDate)}</dd>
        </div>
      </dl>
      <Link
        to={`/student/test/${test._id}?isAdaptive=${test.isAdaptive}`}
        className={`${buttonVariants.secondary} mt-4 self-start`}
        // the accessible name starts with the visible word (WCAG 2.5.3)
        aria-label={`${test.inProgress ? 'Continue' : 'View'} ${test.name}`}
      >
        {test.inProgress ? 'Continue' : 'View'}
      </Link>
    </li>
  );
}

/** /student/test: the assessments the student is invited to, by status. */
export function TestListRoute() {
  const tests = useQuery(testsQueryOptions());
  const queryClient = useQueryClient();
  useEffect(() => {
    // Answers or an end left behind by a lost connection are delivered first.
    void flushOutbox().then(() => queryClient.invalidateQueries({ queryKey: ['tests'] }));
  }, [queryClient]);

  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Tests</h1>
      {tests.isPending && <Spinner className="mt-8 size-8 text-brand-700" />}
      {tests.isError && (
        <div className="mt-8">
          <Alert tone="error">{tests.error.message}</Alert>
        </div>
      )}
      {tests.data &&
        sections.map((section) => {
          const list = tests.data.filter((t) => t.status === section.status);
          return (
            <section key={section.status} className="mt-8" aria-labelledby={`tests-${section.status}`}>
              <h2 id={`tests-${section.status}`} className="text-lg font-semibold text-slate-900">
                {section.title}
              </h2>
              {list.length === 0 ? (
                <p className="mt-2 text-sm text-slate-600">No {section.title.toLowerCase()} tests.</p>
              ) : (
                <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {list.map((test) => (
                    <TestCard key={test._id} test={test} />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
    </div>
  );
}
