import type { LtiCollegeKeys } from '@placement/contract';
import { useState } from 'react';
import { formatIst } from '../../../lib/ist';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Dialog } from '../../../ui/dialog';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { Table } from '../../../ui/table';
import { useToast } from '../../../ui/toast';
import { useLtiKeys, useRotateLtiKeys } from '../api/lti-keys';

function CollegeKeyRows({ college, onRotate }: { college: LtiCollegeKeys; onRotate: () => void }) {
  return (
    <tr className="border-b border-slate-100 align-top">
      <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
        {college.collegeName}
        <span className="block text-xs font-normal text-slate-500">
          {college.registrations === 1 ? '1 LMS trusts it' : `${college.registrations} LMSs trust it`}
        </span>
      </th>
      <td className="py-2 pr-4 font-mono text-xs text-slate-700">
        {college.current?.kid ?? 'made on first use'}
      </td>
      <td className="py-2 pr-4 text-slate-700">
        {college.current ? formatIst(college.current.createdAt) : '—'}
      </td>
      <td className="py-2 pr-4 text-slate-700">
        {college.previous.length === 0 ? (
          'None'
        ) : (
          <ul className="space-y-1 text-xs">
            {college.previous.map((key) => (
              <li key={key.kid}>
                <span className="font-mono">{key.kid}</span>, made {formatIst(key.createdAt)}, retired{' '}
                {formatIst(key.retiredAt)}; in the JWKS until {formatIst(key.publishedUntil)}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td className="py-2">
        <Button
          variant="secondary"
          onClick={onRotate}
          aria-label={`Rotate the key of ${college.collegeName}`}
        >
          Rotate
        </Button>
      </td>
    </tr>
  );
}

/** /admin/lti-keys: the keys that sign each college's LTI messages, their age, and rotation. */
export function LtiKeysRoute() {
  const keys = useLtiKeys();
  const rotate = useRotateLtiKeys();
  const toast = useToast();
  // null: every college; a college's id: that one; undefined: no question open
  const [asking, setAsking] = useState<{ collegeId: string | null; name: string } | undefined>();
  const confirm = () => {
    if (!asking) return;
    rotate.mutate(asking.collegeId, {
      onSuccess: (reply) => {
        toast(reply.rotated === 1 ? 'Key rotated' : `${reply.rotated} keys rotated`, 'success');
        setAsking(undefined);
      },
    });
  };
  return (
    <Page
      title="LTI signing keys"
      description="Each college's LMS trusts its own key set (JWKS). A rotation signs with a new key at once and keeps the previous public key in the key set for a week, so an LMS that fetched it earlier keeps verifying."
      actions={
        keys.data && keys.data.length > 0 ? (
          <Button variant="secondary" onClick={() => setAsking({ collegeId: null, name: 'every college' })}>
            Rotate all
          </Button>
        ) : undefined
      }
    >
      <QueryState isPending={keys.isPending} error={keys.error} />
      {keys.data && keys.data.length === 0 && (
        <EmptyState title="No keys yet">A college's key is made when it registers its first LMS.</EmptyState>
      )}
      {keys.data && keys.data.length > 0 && (
        <Card>
          <Table
            label="Signing keys by college"
            columns={['College', 'Current key', 'Made', 'Previous keys', '']}
          >
            {keys.data.map((college) => (
              <CollegeKeyRows
                key={college.collegeId}
                college={college}
                onRotate={() => setAsking({ collegeId: college.collegeId, name: college.collegeName })}
              />
            ))}
          </Table>
        </Card>
      )}
      <Dialog
        open={asking !== undefined}
        title={`Rotate the key of ${asking?.name ?? ''}?`}
        onCancel={() => setAsking(undefined)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setAsking(undefined)}>
              Cancel
            </Button>
            <Button onClick={confirm} loading={rotate.isPending}>
              Rotate
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          A new key signs from now on; the current one stays in the key set for a week. An LMS that caches the
          key set may refuse grade passback until it fetches it again; Placement retries.
        </p>
        {rotate.error && <Alert tone="error">{rotate.error.message}</Alert>}
      </Dialog>
    </Page>
  );
}
