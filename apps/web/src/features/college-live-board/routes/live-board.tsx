import { type LiveBoardReply, type LiveStatus, liveStatusWords, riskLabels } from '@placement/contract';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatSeconds } from '../../../lib/ist';
import { useLiveBoardSource } from '../../../lib/live-board-source';
import { Button, buttonVariants } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Checkbox } from '../../../ui/check-field';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { SelectField } from '../../../ui/select-field';
import { Table } from '../../../ui/table';
import { TextField } from '../../../ui/text-field';
import { useLiveBoard } from '../api/live-board';
import { ActionDialog, type ActionRequest } from '../components/action-dialog';
import { ActionOutcome, type Outcome } from '../components/action-outcome';
import { AnnounceDialog } from '../components/announce-dialog';
import { AnnouncementsPanel } from '../components/announcements-panel';
import { useDisconnectRefetch, useLiveBoardEvents } from '../hooks/use-live-board-events';
import { type ActionName, actionHint, actionNames, actionWords, canTake } from '../utils/actions';

type Row = LiveBoardReply['rows'][number];

const OUTCOME_ID = 'live-action-outcome';

const statusTone: Record<LiveStatus, string> = {
  not_started: 'text-slate-700',
  on_test: 'text-emerald-800',
  paused: 'font-semibold text-amber-800',
  disconnected: 'font-semibold text-red-800',
  finished: 'text-slate-700',
};

const smallButton =
  'rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-semibold text-slate-800 hover:bg-slate-50';

/** "12 s ago" from the server's clock, so a student's wrong clock never shows. */
function ago(at: string | null, serverTime: string, elapsed: number): string {
  if (!at) return '—';
  const seconds = Math.max(0, Math.round((Date.parse(serverTime) - Date.parse(at)) / 1000) + elapsed);
  return `${formatSeconds(seconds)} ago`;
}

/**
 * Whole seconds since the board was fetched, ticking: between fetches (pushed, or the 10 s safety poll) the
 * clocks of students on the test count down on screen; the next fetch sets them from the server again.
 */
function useSecondsSince(fetchedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, Math.floor((now - fetchedAt) / 1000));
}

function Flags({ row }: { row: Row }) {
  const counts = row.risk?.counts;
  const shown = counts
    ? (Object.entries(counts) as [keyof typeof riskLabels, number][]).filter(([, n]) => n > 0)
    : [];
  if (shown.length === 0) return <span className="text-slate-600">—</span>;
  return (
    <ul className={row.risk?.flagged ? 'text-red-800' : 'text-slate-800'}>
      {shown.map(([name, n]) => (
        <li key={name}>
          {riskLabels[name]}: {n}
        </li>
      ))}
    </ul>
  );
}

/**
 * The drive as it runs (#29): every invited student's status, progress, time left on the server's clock and
 * last contact, pushed by the server as they change (and polled every 10 s besides); disconnected and flagged
 * students first. Staff act on one student or the selected ones (add time, pause, resume, end now, reopen,
 * announce), each after a confirmation.
 */
export function LiveBoardRoute() {
  const { id = '' } = useParams();
  const board = useLiveBoard(id);
  useLiveBoardEvents(id);
  useDisconnectRefetch(id, board.data, board.dataUpdatedAt);
  const elapsed = useSecondsSince(board.dataUpdatedAt);
  const { links, portal } = useLiveBoardSource();
  // ending and resetting a test is the college's call: an invigilator is not offered them
  const actions = actionNames.filter((a) => portal === 'college' || (a !== 'end' && a !== 'reset'));
  const [status, setStatus] = useState<LiveStatus | 'all'>('all');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [request, setRequest] = useState<ActionRequest | null>(null);
  const [announcing, setAnnouncing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const data = board.data;
  const needle = search.trim().toLowerCase();
  const rows = (data?.rows ?? []).filter(
    (r) =>
      (status === 'all' || r.status === status) &&
      (!needle || r.name.toLowerCase().includes(needle) || r.email.toLowerCase().includes(needle)),
  );
  const selectedRows = (data?.rows ?? []).filter((r) => selected.has(r.studentId));
  const hidden = selectedRows.filter((r) => !rows.includes(r)).length;
  const allShown = rows.length > 0 && rows.every((r) => selected.has(r.studentId));
  const someShown = rows.some((r) => selected.has(r.studentId));
  const counts: [string, number][] = data
    ? [
        ['Not started', data.counts.notStarted],
        ['On the test', data.counts.onTest],
        ['Paused', data.counts.paused],
        ['Disconnected', data.counts.disconnected],
        ['Finished', data.counts.finished],
        ['Flagged', data.counts.flagged],
      ]
    : [];

  const toggle = (studentId: string, on: boolean) =>
    setSelected((set) => {
      const next = new Set(set);
      if (on) next.add(studentId);
      else next.delete(studentId);
      return next;
    });
  const toggleShown = (on: boolean) =>
    setSelected((set) => {
      const next = new Set(set);
      for (const r of rows) {
        if (on) next.add(r.studentId);
        else next.delete(r.studentId);
      }
      return next;
    });

  const remember = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  /**
   * Focus goes back to the button that opened the dialog, or to the reply when that button is gone (a row's
   * Pause is replaced by Resume once the board shows the pause).
   */
  const close = () => {
    setRequest(null);
    setAnnouncing(false);
    requestAnimationFrame(() => {
      const back = opener.current?.isConnected ? opener.current : document.getElementById(OUTCOME_ID);
      back?.focus();
    });
  };
  const ask = (action: ActionName, on: Row[]) => {
    const takers = on.filter((r) => canTake(action, r));
    remember();
    setRequest({ action, rows: takers, leftOut: on.length - takers.length });
  };

  return (
    <Page
      title="Live board"
      description={
        data
          ? `${data.counts.invited} invited. A page not heard from for ${data.disconnectAfterSeconds} s shows as disconnected.`
          : undefined
      }
      actions={links(id).map(([label, to]) => (
        <Link key={to} to={to} className={buttonVariants.secondary}>
          {label}
        </Link>
      ))}
    >
      <QueryState isPending={board.isPending} error={board.error} />
      {data && (
        <>
          <ul
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
            aria-label="Students by status"
          >
            {counts.map(([name, n]) => (
              <li key={name} className="rounded-lg border border-slate-200 bg-white p-3">
                <p className="text-sm text-slate-600">{name}</p>
                <p className="text-2xl font-bold text-slate-900" data-testid={`count-${name}`}>
                  {n}
                </p>
              </li>
            ))}
          </ul>
          <Card title="Students">
            <div className="mb-4 grid gap-3 sm:grid-cols-2">
              <SelectField
                label="Status"
                value={status}
                onChange={(e) => setStatus(e.target.value as LiveStatus | 'all')}
              >
                <option value="all">Everyone</option>
                {(Object.keys(liveStatusWords) as LiveStatus[]).map((s) => (
                  <option key={s} value={s}>
                    {liveStatusWords[s]}
                  </option>
                ))}
              </SelectField>
              <TextField
                label="Search by name or email"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
            <section aria-label="Act on the selected" className="mb-4 space-y-3 rounded-lg bg-slate-50 p-3">
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
                  <Checkbox
                    checked={allShown}
                    ref={(box) => {
                      if (box) box.indeterminate = someShown && !allShown;
                    }}
                    disabled={rows.length === 0}
                    onChange={(e) => toggleShown(e.target.checked)}
                  />
                  Select all shown ({rows.length})
                </label>
                <p className="text-sm text-slate-700" aria-live="polite" data-testid="selected-count">
                  {selectedRows.length} selected
                  {hidden > 0 ? ` (${hidden} hidden by the filter)` : ''}
                </p>
                {selectedRows.length > 0 && (
                  <button
                    type="button"
                    className="text-sm font-medium text-brand-700 underline underline-offset-2"
                    onClick={() => setSelected(new Set())}
                  >
                    Clear selection
                  </button>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                {actions.map((action) => (
                  <Button
                    key={action}
                    variant="secondary"
                    className="px-3 py-2"
                    disabled={!selectedRows.some((r) => canTake(action, r))}
                    title={actionHint[action]}
                    onClick={() => ask(action, selectedRows)}
                  >
                    {actionWords[action].button}
                  </Button>
                ))}
                <Button
                  className="px-3 py-2"
                  onClick={() => {
                    remember();
                    setAnnouncing(true);
                  }}
                >
                  Announce
                </Button>
              </div>
              <p className="text-xs text-slate-600">
                An action applies to the selected students it suits (Reopen: those whose test ended; Resume:
                the paused); a button none of them suits is off. Reset wipes a student's attempt from the
                results so they can start again, stops its report's share links and is logged; each action
                asks before it acts.
              </p>
            </section>
            {outcome && (
              <div className="mb-4 focus:outline-2 focus:outline-brand-600" id={OUTCOME_ID} tabIndex={-1}>
                <ActionOutcome outcome={outcome} onDismiss={() => setOutcome(null)} />
              </div>
            )}
            <Table
              label="Students of the test"
              columns={[
                <span key="select" className="sr-only">
                  Select
                </span>,
                'Student',
                'Status',
                'Progress',
                'Time left',
                'Last contact',
                'Flags',
                'Actions',
              ]}
            >
              {rows.map((row) => (
                <tr key={row.studentId} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-3">
                    <Checkbox
                      aria-label={`Select ${row.name}`}
                      checked={selected.has(row.studentId)}
                      onChange={(e) => toggle(row.studentId, e.target.checked)}
                    />
                  </td>
                  <th scope="row" className="py-2 pr-4 text-left font-medium">
                    {row.name}
                    <span className="block text-xs font-normal text-slate-600">{row.email}</span>
                  </th>
                  <td className={`py-2 pr-4 ${statusTone[row.status]}`}>
                    {liveStatusWords[row.status]}
                    {row.status === 'paused' && row.pausedBy ? (
                      <span className="block text-xs font-normal text-slate-700">by {row.pausedBy}</span>
                    ) : null}
                    {row.endReason ? (
                      <span className="block text-xs text-slate-600">{row.endReason}</span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-4">
                    {row.answered} of {row.totalQuestions}
                  </td>
                  <td className="whitespace-nowrap py-2 pr-4" data-testid="time-left">
                    {formatSeconds(
                      row.status === 'on_test' && row.timeLeftSeconds !== null
                        ? Math.max(0, row.timeLeftSeconds - elapsed)
                        : row.timeLeftSeconds,
                    )}
                  </td>
                  <td className="whitespace-nowrap py-2 pr-4">
                    {ago(row.lastContact, data.serverTime, elapsed)}
                  </td>
                  <td className="py-2 pr-4">
                    <Flags row={row} />
                  </td>
                  <td className="py-2">
                    <div className="flex min-w-36 flex-wrap gap-1">
                      {actions
                        .filter((action) => canTake(action, row))
                        .map((action) => (
                          <button
                            key={action}
                            type="button"
                            className={smallButton}
                            aria-label={`${actionWords[action].button} for ${row.name}`}
                            title={actionHint[action]}
                            onClick={() => ask(action, [row])}
                          >
                            {actionWords[action].button}
                          </button>
                        ))}
                    </div>
                  </td>
                </tr>
              ))}
            </Table>
            {rows.length === 0 && <p className="text-sm text-slate-700">No student matches.</p>}
          </Card>
          <AnnouncementsPanel assessmentId={id} />
        </>
      )}
      {request && (
        <ActionDialog
          assessmentId={id}
          request={request}
          onClose={close}
          onDone={(reply, on) => {
            const names = new Map(on.map((r) => [r.studentId, r.name]));
            setOutcome({
              message: reply.message,
              refused: reply.results
                .filter((r) => !r.ok)
                .map((r) => ({
                  studentId: r.studentId,
                  name: names.get(r.studentId) ?? r.studentId,
                  message: r.message,
                })),
            });
            close();
          }}
        />
      )}
      {announcing && (
        <AnnounceDialog
          assessmentId={id}
          selected={selectedRows.map((r) => r.studentId)}
          onClose={close}
          onDone={(message) => {
            setOutcome({ message, refused: [] });
            close();
          }}
        />
      )}
    </Page>
  );
}
