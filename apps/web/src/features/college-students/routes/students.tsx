import { multiplierLabel } from '@placement/domain';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../../lib/format';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ImportPanel } from '../../../ui/import-panel';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { SearchField } from '../../../ui/search-field';
import { SelectField } from '../../../ui/select-field';
import { Table } from '../../../ui/table';
import { TextField } from '../../../ui/text-field';
import {
  downloadStudentTemplate,
  useBulkInvite,
  useDecideStudent,
  useInviteStudent,
  useStudents,
} from '../api/students';
import type { StudentInvite } from '../api/types';

const PAGE = 25;

const inviteStatus = (invite: StudentInvite) =>
  invite.status === 'pending'
    ? `Invited ${formatDate(invite.invitedAt)}, not registered yet`
    : `Invite expired ${formatDate(invite.expiresAt)}`;

/** Who was invited and has not registered yet, beside the students (a re-upload shows where everyone is). */
function InvitedTable({ invites }: { invites: StudentInvite[] }) {
  if (invites.length === 0) return null;
  return (
    <Table
      label="Invited, not registered yet"
      caption={`Invited, not registered yet (${invites.length})`}
      captionClassName="mb-2 text-left font-semibold text-slate-900"
      className="mt-6"
      columns={['Name', 'Email', 'Batch', 'Invite']}
    >
      {invites.map((invite) => (
        <tr key={invite.Email} className="border-b border-slate-100">
          <td className="py-2 pr-4">{`${invite.FirstName ?? ''} ${invite.LastName ?? ''}`.trim() || '—'}</td>
          <td className="py-2 pr-4">{invite.Email}</td>
          <td className="py-2 pr-4">{invite.Batch ?? '—'}</td>
          <td className="py-2">{inviteStatus(invite)}</td>
        </tr>
      ))}
    </Table>
  );
}

function InviteForm() {
  const invite = useInviteStudent();
  const [form, setForm] = useState({ Email: '', FirstName: '', LastName: '', Batch: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = Object.fromEntries(
      Object.entries(form)
        .filter(([, v]) => v.trim() !== '')
        .map(([k, v]) => [k, v.trim()]),
    );
    invite.mutate(body as typeof form, {
      onSuccess: () => setForm({ Email: '', FirstName: '', LastName: '', Batch: '' }),
    });
  };
  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
  });
  return (
    <form onSubmit={submit} className="grid gap-4 md:grid-cols-4">
      <TextField label="Student email" type="email" required {...field('Email')} />
      <TextField label="First name" {...field('FirstName')} />
      <TextField label="Last name" {...field('LastName')} />
      <TextField label="Batch" {...field('Batch')} placeholder="2027" />
      <div className="md:col-span-4 space-y-3">
        {invite.error && <Alert tone="error">{invite.error.message}</Alert>}
        {invite.data && <Alert tone="success">{invite.data.message}</Alert>}
        <Button type="submit" loading={invite.isPending} disabled={invite.isPending}>
          Send invite
        </Button>
      </div>
    </form>
  );
}

/** Students: invite one or many, the list (batch, search, status), approvals. */
export function StudentsRoute() {
  const [params, setParams] = useSearchParams();
  const status = (params.get('status') ?? '') as 'approved' | 'pending' | '';
  const [search, setSearch] = useState('');
  const [batch, setBatch] = useState('');
  const [skip, setSkip] = useState(0);
  const students = useStudents({
    status: status || undefined,
    search: search.trim(),
    batch: batch.trim(),
    skip,
    limit: PAGE,
  });
  const pending = useStudents({ status: 'pending', limit: 100 });
  const decide = useDecideStudent();
  const bulk = useBulkInvite();
  const total = students.data?.total ?? 0;

  return (
    <Page title="Students" description="Invite students, approve who joined, and see each one's results.">
      <Card title="Invite a student">
        <InviteForm />
      </Card>
      <Card title="Invite many">
        <ImportPanel
          label="Students file (CSV or XLSX: FirstName, LastName, Email, Batch, Approved, and optionally TimeMultiplier from 1 to 4)"
          onImport={(file) => bulk.mutateAsync(file)}
          successText={(r) => `Invited ${r.invited} student${r.invited === 1 ? '' : 's'}.`}
          templates={[
            { label: 'Download XLSX', download: () => downloadStudentTemplate('xlsx') },
            { label: 'Download CSV', download: () => downloadStudentTemplate('csv') },
          ]}
        />
      </Card>
      <Card title={`Pending approvals (${pending.data?.total ?? 0})`}>
        {decide.error && <Alert tone="error">{decide.error.message}</Alert>}
        {pending.data && pending.data.students.length === 0 && (
          <p className="text-sm text-slate-600">No one is waiting.</p>
        )}
        <ul className="divide-y divide-slate-100">
          {(pending.data?.students ?? []).map((s) => (
            <li key={s._id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                {s.FirstName} {s.LastName} · {s.Email} {s.Batch ? `· ${s.Batch}` : ''}
              </span>
              <span className="flex gap-2">
                <Button
                  variant="secondary"
                  className="py-1"
                  aria-label={`Approve ${s.FirstName} ${s.LastName}`}
                  onClick={() => decide.mutate({ id: s._id, approve: true })}
                >
                  Approve
                </Button>
                <Button
                  variant="ghost"
                  className="py-1 text-red-700 hover:bg-red-50"
                  aria-label={`Reject ${s.FirstName} ${s.LastName}`}
                  onClick={() => decide.mutate({ id: s._id, approve: false })}
                >
                  Reject
                </Button>
              </span>
            </li>
          ))}
        </ul>
      </Card>
      <Card title="All students">
        <div className="mb-4 grid gap-3 sm:grid-cols-3">
          <SearchField
            label="Search by name or email"
            value={search}
            onChange={(words) => {
              setSearch(words);
              setSkip(0);
            }}
          />
          <TextField
            label="Batch"
            value={batch}
            onChange={(e) => {
              setBatch(e.target.value);
              setSkip(0);
            }}
          />
          <SelectField
            label="Status"
            value={status}
            onChange={(e) => {
              setSkip(0);
              setParams(e.target.value ? { status: e.target.value } : {}, { replace: true });
            }}
          >
            <option value="">All</option>
            <option value="approved">Approved</option>
            <option value="pending">Pending</option>
          </SelectField>
        </div>
        <QueryState isPending={students.isPending} error={students.error} />
        {students.data && (
          <>
            <Table label="Students" columns={['Name', 'Email', 'Batch', 'Status']}>
              {students.data.students.map((s) => (
                <tr key={s._id} className="border-b border-slate-100">
                  <td className="py-2 pr-4">
                    <Link
                      to={`/college/students/${s._id}`}
                      className="font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      {s.FirstName} {s.LastName}
                    </Link>
                  </td>
                  <td className="py-2 pr-4">{s.Email}</td>
                  <td className="py-2 pr-4">{s.Batch ?? '—'}</td>
                  <td className="py-2">
                    {s.approved ? 'Approved' : 'Pending'}
                    {s.timeMultiplier !== 1 && ` · ${multiplierLabel(s.timeMultiplier)} time`}
                  </td>
                </tr>
              ))}
            </Table>
            <div className="mt-3 flex items-center justify-between text-sm text-slate-700">
              <span>
                {total === 0 ? 'No students' : `${skip + 1}–${Math.min(skip + PAGE, total)} of ${total}`}
                {students.data.invitesOutstanding > 0
                  ? ` · ${students.data.invitesOutstanding} invites not used yet`
                  : ''}
              </span>
              <span className="flex gap-2">
                <Button
                  variant="secondary"
                  className="py-1"
                  disabled={skip === 0}
                  onClick={() => setSkip(Math.max(0, skip - PAGE))}
                >
                  Previous
                </Button>
                <Button
                  variant="secondary"
                  className="py-1"
                  disabled={skip + PAGE >= total}
                  onClick={() => setSkip(skip + PAGE)}
                >
                  Next
                </Button>
              </span>
            </div>
            <InvitedTable invites={students.data.invites} />
          </>
        )}
      </Card>
    </Page>
  );
}
