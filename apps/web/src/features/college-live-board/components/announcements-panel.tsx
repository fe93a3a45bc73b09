import { formatDateTime } from '../../../lib/format';
import { Card } from '../../../ui/card';
import { QueryState } from '../../../ui/query-state';
import { useLiveAnnouncements } from '../api/live-board';
import { students } from '../utils/actions';

/** What was announced on the test, newest first, with how many students acknowledged it. */
export function AnnouncementsPanel({ assessmentId }: { assessmentId: string }) {
  const list = useLiveAnnouncements(assessmentId);
  const announcements = list.data?.announcements ?? [];
  return (
    <Card title="Announcements">
      <QueryState isPending={list.isPending} error={list.error} />
      {list.data && announcements.length === 0 && (
        <p className="text-sm text-slate-700">Nothing announced yet.</p>
      )}
      {announcements.length > 0 && (
        <ul className="divide-y divide-slate-100" aria-label="Announced">
          {announcements.map((a) => (
            <li key={a.id} className="py-3">
              <p className="whitespace-pre-wrap break-words text-sm text-slate-900">{a.message}</p>
              <p className="mt-1 text-xs text-slate-600">
                {a.by}, {formatDateTime(a.at)} ·{' '}
                {a.recipients === null ? 'to everyone on the test' : `to ${students(a.recipients)}`} ·{' '}
                {a.acknowledged} acknowledged
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
