import type { QuestionHistoryReply } from '@placement/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { collegeRequest } from '../../../lib/college/client';
import { Card } from '../../../ui/card';
import { Table } from '../../../ui/table';

const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)}%`);

/** How the question did in every assessment that used it (#33): banks are reused, broken items show here. */
export function QuestionHistory({ questionId }: { questionId: string }) {
  const history = useQuery({
    queryKey: ['college', 'question-history', questionId],
    queryFn: () =>
      collegeRequest<QuestionHistoryReply>(`/api/college/qb/questions/${questionId}/item-analysis`),
  });
  const uses = history.data?.uses ?? [];
  if (uses.length === 0) return null;
  return (
    <Card title="In assessments">
      <Table
        label="Assessments that used this question"
        columns={['Assessment', 'Attempts', 'Facility', 'Discrimination', 'Looks']}
      >
        {uses.map((use) => (
          <tr key={use.assessmentId} className="border-b border-slate-100 align-top">
            <th scope="row" className="py-2 pr-4 text-left font-medium">
              <Link
                className="text-blue-800 underline"
                to={`/college/assessments/${use.assessmentId}/item-analysis`}
              >
                {use.name}
              </Link>
            </th>
            <td className="py-2 pr-4">{use.attempts}</td>
            <td className="py-2 pr-4">{percent(use.facility)}</td>
            <td className="py-2 pr-4">
              {use.discriminationIndex === null ? '—' : `${use.discriminationIndex.toFixed(0)}%`}
            </td>
            <td className="py-2 text-red-800">{use.flags.map((f) => f.text).join(' ') || '—'}</td>
          </tr>
        ))}
      </Table>
    </Card>
  );
}
