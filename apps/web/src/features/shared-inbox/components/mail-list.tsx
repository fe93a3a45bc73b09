import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/check-field';
import { EmptyState } from '../../../ui/empty-state';
import { type Mail, type MailType, useBookmark } from '../api/inbox';
import { useInboxScope } from '../api/scope';
import { useDeleteWithUndo } from './undo-delete';

const person = (p: Mail['from']) => `${p.FirstName} ${p.LastName}`.trim() || p.Email;

/** One folder's page: each row has a local isChecked flag (SPEC §3) for deleting several at once. */
export function MailList({ mails, type, emptyTitle }: { mails: Mail[]; type: MailType; emptyTitle: string }) {
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const { remove, deleteMails } = useDeleteWithUndo();
  const bookmark = useBookmark();
  const { routeBase } = useInboxScope();
  if (mails.length === 0) return <EmptyState title={emptyTitle} />;
  const toggle = (id: string) =>
    setChecked((set) => {
      const next = new Set(set);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const selected = mails.filter((m) => checked.has(m._id));
  return (
    <div>
      <div className="mb-2 flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          disabled={selected.length === 0 || remove.isPending}
          loading={remove.isPending}
          onClick={() =>
            deleteMails(
              selected.map((m) => ({ id: m._id, type })),
              { onSuccess: () => setChecked(new Set()) },
            )
          }
        >
          Delete selected{selected.length > 0 ? ` (${selected.length})` : ''}
        </Button>
        {remove.isError && <Alert tone="error">{remove.error.message}</Alert>}
        {bookmark.isError && <Alert tone="error">{bookmark.error.message}</Alert>}
      </div>
      <ul
        aria-label={type === 'received' ? 'Received mails' : 'Sent mails'}
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        {mails.map((mail) => {
          const who = type === 'received' ? person(mail.from) : mail.to.map(person).join(', ');
          const unread = type === 'received' && !mail.seen;
          return (
            <li
              key={mail._id}
              className={`flex items-start gap-3 px-4 py-3 ${unread ? 'bg-brand-50/40' : ''}`}
            >
              <Checkbox
                className="mt-1"
                checked={checked.has(mail._id)}
                onChange={() => toggle(mail._id)}
                aria-label={`Select ${mail.Subject || '(no subject)'}`}
              />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className={`truncate text-sm ${unread ? 'font-bold text-slate-900' : 'text-slate-800'}`}>
                    {type === 'sent' ? `To: ${who}` : who}
                    {unread && <span className="sr-only"> (unread)</span>}
                  </p>
                  <p className="text-xs text-slate-600">{formatDateTime(mail.createdAt)}</p>
                </div>
                <Link
                  to={`${routeBase}/mail?id=${mail._id}&type=${type}`}
                  className={`block truncate rounded text-sm hover:text-brand-700 hover:underline ${unread ? 'font-semibold text-slate-900' : 'text-slate-900'}`}
                >
                  {mail.Subject || '(no subject)'}
                </Link>
                <p className="truncate text-sm text-slate-600">{mail.Message}</p>
                {mail.attachments.length > 0 && (
                  <p className="text-xs text-slate-600">
                    {mail.attachments.length} attachment{mail.attachments.length === 1 ? '' : 's'}
                  </p>
                )}
              </div>
              <button
                type="button"
                onClick={() => bookmark.mutate({ id: mail._id, type, on: !mail.bookmarked })}
                aria-pressed={mail.bookmarked}
                aria-label={`Bookmark ${mail.Subject || '(no subject)'}`}
                className={`rounded-md p-1 text-lg leading-none ${mail.bookmarked ? 'text-amber-600' : 'text-slate-500'} hover:bg-slate-100`}
              >
                <span aria-hidden="true">{mail.bookmarked ? '★' : '☆'}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
