import { Link } from 'react-router';
import { formatIst } from '../../../lib/ist';
import { Card } from '../../../ui/card';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { useAssessments } from '../api/results';

export function ResultsIndexRoute() {
  const assessments = useAssessments();
  const published = assessments.data?.filter((a) => a.status === 'published') ?? [];
  return (
    <Page
      title="Results"
      description="Choose an assessment to see its results, or rank a drive's candidates across its tests."
      primaryLink={{ to: '/college/results/cohort', label: 'Cohort across tests' }}
    >
      <QueryState isPending={assessments.isPending} error={assessments.error} />
      {assessments.data && (
        <Card>
          {published.length === 0 ? (
            <p className="text-sm text-slate-600">No published assessments yet.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {published.map((a) => (
                <li key={a._id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <Link
                    to={`/college/assessments/${a._id}/results`}
                    className="font-medium text-brand-700 underline-offset-2 hover:underline"
                  >
                    {a.name}
                  </Link>
                  <span className="text-sm text-slate-600">
                    {a.isAdaptive ? 'Adaptive' : 'Linear'} · {formatIst(a.startDate)}
                    {a.config?.resultPolicy === 'manual'
                      ? a.resultsPublishedAt
                        ? ' · results published'
                        : ' · results not published'
                      : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
    </Page>
  );
}
