import type { LtiPassback, LtiScorePost } from '@placement/contract';
import { formatIst } from '../../../lib/ist';
import { Table } from '../../../ui/table';

const score = (given: number | null, max: number | null) =>
  given === null ? '—' : max === null ? String(given) : `${given} / ${max}`;

/** Where a student's grade stands with the LMS, in words. */
function stateText(passback: LtiPassback): string {
  switch (passback.state) {
    case 'no-score':
      return 'No graded attempt yet';
    case 'awaiting-release':
      return 'Held until results are published';
    case 'due':
      return 'Sending shortly';
    case 'sent':
      return `Sent ${formatIst(passback.sentAt)}`;
    case 'retrying':
      return `Not sent: ${passback.lastError ?? 'the LMS did not take it'} Next try ${formatIst(passback.nextTryAt)}.`;
  }
}

const replyText = (post: LtiScorePost) =>
  `${formatIst(post.at)}: ${score(post.scoreGiven, post.scoreMaximum)} → ${
    post.status === null ? 'no reply' : post.status
  }${post.error ? ` (${post.error})` : ''}`;

/** Each student's grade passback to the LMS gradebook, with the last posts and what the LMS replied. */
export function PassbackTable({ passbacks }: { passbacks: LtiPassback[] }) {
  if (passbacks.length === 0)
    return (
      <p className="text-sm text-slate-700">
        No student has opened this assessment from an LMS gradebook activity yet.
      </p>
    );
  return (
    <Table label="Grades sent to the LMS" columns={['Student', 'LMS', 'Score', 'Gradebook', 'Replies']}>
      {passbacks.map((passback) => (
        <tr key={passback._id} className="border-b border-slate-100 align-top">
          <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
            {passback.studentName}
            <span className="block text-xs font-normal text-slate-500">
              {passback.email ?? `LMS id ${passback.lmsUserId}`}
            </span>
          </th>
          <td className="py-2 pr-4 text-slate-700">{passback.platformName}</td>
          <td className="py-2 pr-4 text-slate-700">{score(passback.score, passback.maxScore)}</td>
          <td className={`py-2 pr-4 ${passback.state === 'retrying' ? 'text-red-700' : 'text-slate-700'}`}>
            {stateText(passback)}
          </td>
          <td className="py-2 text-slate-700">
            {passback.posts.length === 0 ? (
              '—'
            ) : (
              <ul className="space-y-1 text-xs">
                {passback.posts.map((post) => (
                  <li key={post._id}>{replyText(post)}</li>
                ))}
              </ul>
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}
