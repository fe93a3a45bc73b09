import type { ShareLink } from '@placement/contract';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { SelectField } from '../../../ui/select-field';
import { Table } from '../../../ui/table';
import { useCreateShareLink, useRevokeShareLink, useShareLinks } from '../api/reports';

const DAY_CHOICES = [1, 7, 14, 30, 90];

function linkState(link: ShareLink): string {
  if (link.revokedAt) return `Revoked ${formatDateTime(link.revokedAt)}`;
  if (new Date(link.expiresAt).getTime() <= Date.now()) return `Expired ${formatDateTime(link.expiresAt)}`;
  return `Until ${formatDateTime(link.expiresAt)}`;
}

const live = (link: ShareLink) => !link.revokedAt && new Date(link.expiresAt).getTime() > Date.now();

/** The college's links to this report: make one for a company, copy it, see who opened it, revoke it. */
export function ShareLinks({ attemptId }: { attemptId: string }) {
  const links = useShareLinks(attemptId);
  const create = useCreateShareLink(attemptId);
  const revoke = useRevokeShareLink(attemptId);
  const [days, setDays] = useState(7);
  const [copied, setCopied] = useState<string | null>(null);
  const copy = (link: ShareLink) =>
    navigator.clipboard?.writeText(link.url).then(
      () => setCopied(link._id),
      () => setCopied(null),
    );
  const error = links.error ?? create.error ?? revoke.error;
  return (
    <Card title="Share with a company">
      <p className="mb-3 text-sm text-slate-600">
        A link opens the college copy of this report without an account, until it expires or you revoke it.
        Every opening is counted.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Link works for"
          id="share-days"
          value={days}
          onChange={(e) => setDays(Number(e.target.value))}
        >
          {DAY_CHOICES.map((d) => (
            <option key={d} value={d}>
              {d === 1 ? '1 day' : `${d} days`}
            </option>
          ))}
        </SelectField>
        <Button loading={create.isPending} onClick={() => create.mutate(days)}>
          Create share link
        </Button>
      </div>
      {error && (
        <div className="mt-3">
          <Alert tone="error">{error.message}</Alert>
        </div>
      )}
      {links.data && links.data.links.length > 0 && (
        <Table
          label="Share links"
          className="mt-4"
          columns={['Link', 'Made by', 'Status', 'Opened', '']}
          padLast
        >
          {links.data.links.map((link) => (
            <tr key={link._id} className="border-b border-slate-100 align-top">
              <td className="max-w-xs py-2 pr-4">
                <input
                  readOnly
                  aria-label="Share link"
                  value={link.url}
                  className="w-full rounded border border-slate-300 px-2 py-1 font-mono text-xs"
                  onFocus={(e) => e.currentTarget.select()}
                />
              </td>
              <td className="py-2 pr-4">{link.createdBy || '—'}</td>
              <td className="py-2 pr-4">{linkState(link)}</td>
              <td className="py-2 pr-4">
                {link.openings === 1 ? '1 time' : `${link.openings} times`}
                {link.lastOpenedAt && (
                  <span className="block text-xs text-slate-600">
                    last {formatDateTime(link.lastOpenedAt)}
                  </span>
                )}
              </td>
              <td className="py-2 pr-4">
                {live(link) && (
                  <div className="flex gap-2">
                    <Button variant="secondary" onClick={() => copy(link)}>
                      {copied === link._id ? 'Copied' : 'Copy'}
                    </Button>
                    <Button variant="secondary" onClick={() => revoke.mutate(link._id)}>
                      Revoke
                    </Button>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </Table>
      )}
    </Card>
  );
}
