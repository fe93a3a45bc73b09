import type { CompanyInvitation, InvitationState } from '@placement/contract';
import { type FormEvent, useState } from 'react';
import { draftFields } from '../../../lib/draft-fields';
import { formatDate, formatDateTime } from '../../../lib/format';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast';
import { useAddInvitationNote, useCompanyInvitations, useInviteCompany } from '../api/company-invitations';

const nobody = { Email: '', companyName: '', contactName: '' };

function InviteCompany() {
  const [form, setForm] = useState(nobody);
  const field = draftFields(form, (patch) => setForm((f) => ({ ...f, ...patch })));
  const invite = useInviteCompany();
  const toast = useToast();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      {
        Email: form.Email.trim(),
        companyName: form.companyName.trim(),
        contactName: form.contactName.trim(),
      },
      {
        onSuccess: (reply) => {
          toast(reply.message, 'success');
          setForm(nobody);
        },
      },
    );
  };
  return (
    <Card title="Invite a company">
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-3">
        <TextField label="Recruiter's email" type="email" required {...field('Email')} />
        <TextField label="Company name" required minLength={2} maxLength={150} {...field('companyName')} />
        <TextField label="Contact name" maxLength={120} {...field('contactName')} />
        <p className="text-sm text-slate-600 sm:col-span-3">
          The recruiter gets a sign-up link that works once, for 14 days; the company is then connected to
          your college and can send you job notification forms.
        </p>
        <div className="sm:col-span-3">
          <Button type="submit" loading={invite.isPending} disabled={invite.isPending}>
            Send invitation
          </Button>
        </div>
        {invite.isError && (
          <div className="sm:col-span-3">
            <Alert tone="error">{invite.error.message}</Alert>
          </div>
        )}
      </form>
    </Card>
  );
}

const stateWords: Record<InvitationState, string> = {
  pending: 'Invited, not signed up yet',
  signed_up: 'Signed up',
  expired: 'Link expired',
};

function AddNote({ invitation }: { invitation: CompanyInvitation }) {
  const [note, setNote] = useState('');
  const add = useAddInvitationNote(invitation._id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ note: note.trim() }, { onSuccess: () => setNote('') });
  };
  return (
    <form
      onSubmit={submit}
      className="mt-3 flex flex-wrap items-end gap-3"
      aria-label={`Note on ${invitation.companyName}`}
    >
      <TextField
        label="Note of a reply"
        className="min-w-0 flex-1"
        maxLength={2000}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={!note.trim() || add.isPending}>
        Add note
      </Button>
      {add.isError && <Alert tone="error">{add.error.message}</Alert>}
    </form>
  );
}

/** /college/company-invitations: invite companies by e-mail, and the log of invitations and replies. */
export function CompanyInvitationsRoute() {
  const invitations = useCompanyInvitations();
  return (
    <Page
      className="mx-auto max-w-4xl"
      title="Companies invited"
      description="Invitations to recruit, and replies."
    >
      <InviteCompany />
      <Card title="Contact log">
        {!invitations.data ? (
          <QueryState isPending={invitations.isPending} error={invitations.error} />
        ) : invitations.data.length === 0 ? (
          <EmptyState title="No invitations yet" />
        ) : (
          <ul aria-label="Invitations" className="divide-y divide-slate-100">
            {invitations.data.map((invitation) => (
              <li key={invitation._id} aria-label={invitation.companyName} className="py-4 text-sm">
                <p className="font-semibold text-slate-900">
                  {invitation.companyName}
                  {invitation.company && invitation.company.name !== invitation.companyName
                    ? ` (signed up as ${invitation.company.name})`
                    : ''}
                </p>
                <p className="text-slate-700">
                  {[invitation.contactName, invitation.email].filter(Boolean).join(' · ')}
                </p>
                <p className="text-slate-600">
                  {stateWords[invitation.state]} · invited {formatDateTime(invitation.invitedAt)}
                  {invitation.invitedBy ? ` by ${invitation.invitedBy.name}` : ''}
                  {invitation.state === 'pending'
                    ? ` · link works until ${formatDate(invitation.expiresAt)}`
                    : ''}
                  {invitation.usedAt ? ` · signed up ${formatDateTime(invitation.usedAt)}` : ''}
                </p>
                {invitation.notes.length > 0 && (
                  <ul aria-label={`Notes on ${invitation.companyName}`} className="mt-2 space-y-1">
                    {invitation.notes.map((n) => (
                      <li key={n._id} className="rounded bg-slate-50 px-3 py-2 text-slate-800">
                        {n.note}
                        <span className="block text-xs text-slate-600">
                          {n.by?.name ?? 'Staff'} · {formatDateTime(n.at)}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
                <AddNote invitation={invitation} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </Page>
  );
}
