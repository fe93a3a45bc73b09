import { Link } from 'react-router';
import { formatIst } from '../../../lib/ist';
import { Card } from '../../../ui/card';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { Table } from '../../../ui/table';
import { useAssessments } from '../api/assessments';
import { StatusBadge } from '../components/status-badge';

export function AssessmentsRoute() {
  const assessments = useAssessments();
  return (
    <Page
      title="Assessments"
      description="Drafts, published assessments and their results."
      primaryLink={{ to: '/college/assessments/new', label: 'New assessment' }}
    >
      <QueryState isPending={assessments.isPending} error={assessments.error} />
      {assessments.data && (
        <Card>
          {assessments.data.length === 0 ? (
            <p className="text-sm text-slate-600">No assessments yet.</p>
          ) : (
            <Table
              label="Assessments"
              columns={[
                'Name',
                'Mode',
                'Starts',
                'Status',
                <span key="results" className="sr-only">
                  Results
                </span>,
              ]}
            >
              {assessments.data.map((a) => (
                <tr key={a._id} className="border-b border-slate-100">
                  <td className="py-2 pr-4">
                    <Link
                      to={`/college/assessments/${a._id}`}
                      className="font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      {a.name}
                    </Link>
                  </td>
                  <td className="py-2 pr-4">{a.isAdaptive ? 'Adaptive' : 'Linear'}</td>
                  <td className="py-2 pr-4">{formatIst(a.startDate)}</td>
                  <td className="py-2 pr-4">
                    <StatusBadge status={a.status} />
                  </td>
                  <td className="py-2">
                    <Link
                      to={`/college/assessments/${a._id}/results`}
                      className="text-brand-700 underline-offset-2 hover:underline"
                      aria-label={`Results of ${a.name}`}
                    >
                      Results
                    </Link>
                  </td>
                </tr>
              ))}
            </Table>
          )}
        </Card>
      )}
    </Page>
  );
}
