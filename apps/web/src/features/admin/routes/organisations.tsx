import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { SelectField } from '../../../ui/select-field';
import { useToast } from '../../../ui/toast';
import { type Organisation, useDecideOrganisation, useOrganisations } from '../api/admin';

function OrganisationList({
  title,
  items,
  status,
}: {
  title: string;
  items: Organisation[];
  status: Organisation['status'];
}) {
  const decide = useDecideOrganisation();
  const toast = useToast();
  return (
    <Card title={title}>
      {decide.isError && <Alert tone="error">{decide.error.message}</Alert>}
      {items.length === 0 ? (
        <EmptyState title={`No ${status} ${title.toLowerCase()}`} />
      ) : (
        <ul aria-label={title} className="divide-y divide-slate-100">
          {items.map((org) => (
            <li key={org._id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
              <div>
                <p className="font-semibold text-slate-900">{org.name}</p>
                <p className="text-slate-600">
                  {org.contacts
                    .map((c) => `${`${c.FirstName} ${c.LastName}`.trim()} <${c.Email}>`)
                    .join(', ') || 'No contact'}
                  {' · '}signed up {formatDateTime(org.createdAt)}
                </p>
              </div>
              {status !== 'approved' && (
                <div className="flex gap-2">
                  <Button
                    aria-label={`Approve ${org.name}`}
                    disabled={decide.isPending}
                    onClick={() =>
                      decide.mutate(
                        { kind: org.kind, id: org._id, approve: true },
                        { onSuccess: () => toast(`${org.name} approved`, 'success') },
                      )
                    }
                  >
                    Approve
                  </Button>
                  {status === 'pending' && (
                    <Button
                      variant="secondary"
                      aria-label={`Reject ${org.name}`}
                      disabled={decide.isPending}
                      onClick={() =>
                        decide.mutate(
                          { kind: org.kind, id: org._id, approve: false },
                          { onSuccess: () => toast(`${org.name} rejected`, 'success') },
                        )
                      }
                    >
                      Reject
                    </Button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** /admin/organisations: colleges and companies waiting for approval (or decided). */
export function OrganisationsRoute() {
  const [status, setStatus] = useState<Organisation['status']>('pending');
  const orgs = useOrganisations(status);
  return (
    <Page
      className="mx-auto max-w-4xl"
      title="Organisations"
      description="Colleges and companies that signed up."
    >
      <div className="max-w-xs">
        <SelectField
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value as Organisation['status'])}
        >
          <option value="pending">Waiting for approval</option>
          <option value="approved">Approved</option>
          <option value="rejected">Rejected</option>
        </SelectField>
      </div>
      {!orgs.data ? (
        <QueryState isPending={orgs.isPending} error={orgs.error} />
      ) : (
        <>
          <OrganisationList title="Colleges" items={orgs.data.colleges} status={status} />
          <OrganisationList title="Companies" items={orgs.data.companies} status={status} />
        </>
      )}
    </Page>
  );
}
