import { Link } from 'react-router';
import { useAssessments } from '../../../lib/college/assessments';
import { formatIst } from '../../../lib/ist';
import { buttonVariants } from '../../../ui/button';
import { Card } from '../../../ui/card';

/** The published tests whose window is open now, each with the way to its live board; nothing when none is. */
export function LiveAssessments() {
  const assessments = useAssessments();
  const now = Date.now();
  const live = (assessments.data ?? []).filter(
    (a) =>
      a.status === 'published' &&
      Date.parse(a.startDate) <= now &&
      (!a.endDate || Date.parse(a.endDate) > now),
  );
  if (live.length === 0) return null;
  return (
    <Card title="Tests running now">
      <ul className="divide-y divide-slate-100">
        {live.map((a) => (
          <li key={a._id} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <span>
              <span className="font-medium text-slate-900">{a.name}</span>
              <span className="block text-sm text-slate-600">
                {a.endDate ? `Closes ${formatIst(a.endDate)}` : 'No end date'}
              </span>
            </span>
            <Link
              to={`/college/assessments/${a._id}/live`}
              className={buttonVariants.secondary}
              aria-label={`Live board of ${a.name}`}
            >
              Live board
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
