import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { buttonVariants } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeader } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { useInvigilatedTests } from '../api/invigilator';

/** /invigilator/tests: the tests I supervise that are live or to come, each with its live board. */
export function InvigilatorTestsRoute() {
  const tests = useInvigilatedTests();
  return (
    <div className="space-y-6">
      <PageHeader
        title="My tests"
        description="The tests your college assigned you to supervise, live now or to come."
      />
      <Card>
        {!tests.data ? (
          <QueryState isPending={tests.isPending} error={tests.error} />
        ) : tests.data.length === 0 ? (
          <EmptyState title="No test to supervise">
            Your college has not assigned you to a test that is live or to come.
          </EmptyState>
        ) : (
          <ul aria-label="Tests to supervise" className="divide-y divide-slate-100">
            {tests.data.map((test) => (
              <li key={test._id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
                <div>
                  <p className="font-semibold text-slate-900">
                    {test.name}
                    {test.live && (
                      <span className="ml-2 rounded bg-emerald-100 px-2 py-0.5 text-xs text-emerald-900">
                        Live
                      </span>
                    )}
                  </p>
                  <p className="text-slate-600">
                    {formatDateTime(test.startDate)}
                    {test.endDate ? ` to ${formatDateTime(test.endDate)}` : ''} · {test.totalTime} minutes ·{' '}
                    {test.batch ? `batch ${test.batch}` : 'every student'}
                  </p>
                </div>
                <Link
                  to={`/invigilator/tests/${test._id}/live`}
                  className={buttonVariants.secondary}
                  aria-label={`Live board of ${test.name}`}
                >
                  Live board
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
