import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { buttonVariants } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { useInvigilatedAssessments } from '../api/invigilator';

/** /invigilator/tests: the tests I supervise that are live or to come, each with its live board. */
export function InvigilatorAssessmentsRoute() {
  const assessments = useInvigilatedAssessments();
  return (
    <Page
      title="My tests"
      description="The tests your college assigned you to supervise, live now or to come."
    >
      <Card>
        {!assessments.data ? (
          <QueryState isPending={assessments.isPending} error={assessments.error} />
        ) : assessments.data.length === 0 ? (
          <EmptyState title="No test to supervise">
            Your college has not assigned you to a test that is live or to come.
          </EmptyState>
        ) : (
          <ul aria-label="Tests to supervise" className="divide-y divide-slate-100">
            {assessments.data.map((assessment) => (
              <li
                key={assessment._id}
                className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm"
              >
                <div>
                  <p className="font-semibold text-slate-900">
                    {assessment.name}
                    {assessment.live && (
                      <span className="ml-2 rounded bg-emerald-100 px-2 py-0.5 text-xs text-emerald-900">
                        Live
                      </span>
                    )}
                  </p>
                  <p className="text-slate-600">
                    {formatDateTime(assessment.startDate)}
                    {assessment.endDate ? ` to ${formatDateTime(assessment.endDate)}` : ''} ·{' '}
                    {assessment.totalTime} minutes ·{' '}
                    {assessment.batch ? `batch ${assessment.batch}` : 'every student'}
                  </p>
                </div>
                <Link
                  to={`/invigilator/tests/${assessment._id}/live`}
                  className={buttonVariants.secondary}
                  aria-label={`Live board of ${assessment.name}`}
                >
                  Live board
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </Page>
  );
}
