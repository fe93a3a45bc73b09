import { type LiveBoardReply, type LiveStatus, liveStatusWords, riskLabels } from '@placement/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatSeconds } from '../../../lib/ist';
import { useLiveBoardSource } from '../../../lib/live-board-source';
import { buttonVariants } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { SelectField } from '../../../ui/select-field';
import { Table } from '../../../ui/table';
import { TextField } from '../../../ui/text-field';
import { useLiveBoard } from '../api/live-board';

type Row = LiveBoardReply['rows'][number];

const statusTone: Record<LiveStatus, string> = {
  not_started: 'text-slate-700',
  on_test: 'text-emerald-800',
  paused: 'font-semibold text-amber-800',
  disconnected: 'font-semibold text-red-800',
  finished: 'text-slate-700',
};

/** "12 s ago" from the server's clock, so a student's wrong clock never shows. */
function ago(at: string | null, serverTime: string): string {
  if (!at) return '—';
  const seconds = Math.max(0, Math.round((Date.parse(serverTime) - Date.parse(at)) / 1000));
  return `${formatSeconds(seconds)} ago`;
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
 * last contact, refreshed every 2 s; disconnected and flagged students first.
 */
export function LiveBoardRoute() {
  const { id = '' } = useParams();
  const board = useLiveBoard(id);
  const { links } = useLiveBoardSource();
  const [status, setStatus] = useState<LiveStatus | 'all'>('all');
  const [search, setSearch] = useState('');
  const data = board.data;
  const needle = search.trim().toLowerCase();
  const rows = (data?.rows ?? []).filter(
    (r) =>
      (status === 'all' || r.status === status) &&
      (!needle || r.name.toLowerCase().includes(needle) || r.email.toLowerCase().includes(needle)),
  );
  const counts: [string, number][] = data
    ? [
        ['Not started', data.counts.notStarted],
        ['On the test', data.counts.onTest],
        ['Disconnected', data.counts.disconnected],
        ['Finished', data.counts.finished],
        ['Flagged', data.counts.flagged],
      ]
    : [];

  return (
    <div className="space-y-6">
      <PageHeader
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
      />
      <QueryState isPending={board.isPending} error={board.error} />
      {data && (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label="Students by status">
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
            <Table
              label="Students of the test"
              columns={['Student', 'Status', 'Progress', 'Time left', 'Last contact', 'Flags']}
            >
              {rows.map((row) => (
                <tr key={row.studentId} className="border-b border-slate-100 align-top">
                  <th scope="row" className="py-2 pr-4 text-left font-medium">
                    {row.name}
                    <span className="block text-xs font-normal text-slate-600">{row.email}</span>
                  </th>
                  <td className={`py-2 pr-4 ${statusTone[row.status]}`}>
                    {liveStatusWords[row.status]}
                    {row.endReason ? (
                      <span className="block text-xs text-slate-600">{row.endReason}</span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-4">
                    {row.answered} of {row.totalQuestions}
                  </td>
                  <td className="py-2 pr-4">{formatSeconds(row.timeLeftSeconds)}</td>
                  <td className="py-2 pr-4">{ago(row.lastContact, data.serverTime)}</td>
                  <td className="py-2">
                    <Flags row={row} />
                  </td>
                </tr>
              ))}
            </Table>
            {rows.length === 0 && <p className="text-sm text-slate-700">No student matches.</p>}
          </Card>
        </>
      )}
    </div>
  );
}
