import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../lib/format';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { QueryState } from '../../../ui/query-state';
import { sessionsQueryOptions, useEndSession } from '../api/settings';

// The button's name begins with its visible words (WCAG 2.5.3) and then says which device it acts on.
const deviceOf = (session: { device: string | null; ip: string }) =>
  `${session.device || 'device'} (${session.ip})`;

export function SessionsList() {
  const sessions = useQuery(sessionsQueryOptions());
  const end = useEndSession();
  return (
    <Card title="Where you are logged in">
      {!sessions.data ? (
        <QueryState isPending={sessions.isPending} error={sessions.error} />
      ) : (
        <ul aria-label="Sessions" className="divide-y divide-slate-200">
          {sessions.data.map((s) => (
            <li key={s._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {s.device || 'Unknown device'}
                  {s.current && (
                    <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                      This device
                    </span>
                  )}
                  {!s.active && (
                    <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                      Logged out
                    </span>
                  )}
                </p>
                <p className="text-sm text-slate-600">
                  IP {s.ip || 'unknown'} · signed in {formatDateTime(s.createdAt)} · last seen{' '}
                  {formatDateTime(s.lastSeenAt)}
                </p>
              </div>
              {!s.current && (
                <div className="flex gap-2">
                  {s.active && (
                    <Button
                      variant="secondary"
                      disabled={end.isPending}
                      loading={
                        end.isPending && end.variables?.id === s._id && end.variables.action === 'logout'
                      }
                      onClick={() => end.mutate({ id: s._id, action: 'logout' })}
                    >
                      Log out<span className="sr-only"> {deviceOf(s)}</span>
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    disabled={end.isPending}
                    loading={
                      end.isPending && end.variables?.id === s._id && end.variables.action === 'remove'
                    }
                    onClick={() => end.mutate({ id: s._id, action: 'remove' })}
                  >
                    {s.active ? 'Log out and remove' : 'Remove'}
                    <span className="sr-only"> {deviceOf(s)} from the list</span>
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {end.isError && <Alert tone="error">{end.error.message}</Alert>}
    </Card>
  );
}
