import type { Invigilator } from '@placement/contract';
import { type FormEvent, useState } from 'react';
import { useAssessments } from '../../../lib/college/assessments';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast';
import {
  useAssignInvigilator,
  useInvigilators,
  useInviteInvigilator,
  useRemoveInvigilator,
  useResendInvitation,
  useUnassignInvigilator,
} from '../api/invigilators';

const noOne = { Email: '', FirstName: '', LastName: '' };

function InviteInvigilator() {
  const [form, setForm] = useState(noOne);
  const field = (key: keyof typeof noOne) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: event.target.value })),
  });
  const invite = useInviteInvigilator();
  const toast = useToast();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(form, {
      onSuccess: (reply) => {
        toast(reply.message, 'success');
        setForm(noOne);
      },
    });
  };
  return (
    <Card title="Invite an invigilator">
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-3">
        <TextField label="Email" type="email" required {...field('Email')} />
        <TextField label="First name" required maxLength={80} {...field('FirstName')} />
        <TextField label="Last name" maxLength={80} {...field('LastName')} />
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

/** Assign one invigilator to a published test, for every student or one batch. */
function AssignForm({ person, name }: { person: Invigilator; name: string }) {
  const assessments = useAssessments();
  const [assessmentId, setAssessmentId] = useState('');
  const [batch, setBatch] = useState('');
  const assign = useAssignInvigilator();
  const toast = useToast();
  const published = (assessments.data ?? []).filter((t) => t.status === 'published');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    assign.mutate(
      { assessmentId, invigilatorId: person._id, batch: batch.trim() || null },
      {
        onSuccess: (reply) => {
          toast(reply.message, 'success');
          setAssessmentId('');
          setBatch('');
        },
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      className="mt-3 grid gap-3 sm:grid-cols-3"
      aria-label={`Assign ${name} to a test`}
    >
      <SelectField label="Test" value={assessmentId} onChange={(e) => setAssessmentId(e.target.value)}>
        <option value="">Choose a test</option>
        {published.map((t) => (
          <option key={t._id} value={t._id}>
            {t.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Only batch (optional)"
        hint="Leave empty for every invited student"
        maxLength={40}
        value={batch}
        onChange={(e) => setBatch(e.target.value)}
      />
      <div className="flex items-end">
        <Button type="submit" variant="secondary" disabled={!assessmentId || assign.isPending}>
          Assign
        </Button>
      </div>
      {assign.isError && (
        <div className="sm:col-span-3">
          <Alert tone="error">{assign.error.message}</Alert>
        </div>
      )}
    </form>
  );
}

function InvigilatorItem({ person }: { person: Invigilator }) {
  const remove = useRemoveInvigilator();
  const unassign = useUnassignInvigilator();
  const resend = useResendInvitation();
  const toast = useToast();
  const name = `${person.FirstName} ${person.LastName}`.trim();
  return (
    <li className="py-4 text-sm" aria-label={name}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-semibold text-slate-900">{name}</p>
          <p className="text-slate-600">
            {person.Email} · {person.passwordSet ? 'Account active' : 'Invitation sent, password not set yet'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {!person.passwordSet && (
            <Button
              variant="ghost"
              disabled={resend.isPending}
              aria-label={`Resend invitation to ${name}`}
              onClick={() =>
                resend.mutate(person._id, { onSuccess: (reply) => toast(reply.message, 'success') })
              }
            >
              Resend invitation
            </Button>
          )}
          <Button
            variant="secondary"
            disabled={remove.isPending}
            aria-label={`Remove ${name}`}
            onClick={() => {
              if (window.confirm(`Remove the invigilator account of ${name}? They are signed out at once.`)) {
                remove.mutate(person._id);
              }
            }}
          >
            Remove
          </Button>
        </div>
      </div>
      {person.assignments.length === 0 ? (
        <p className="mt-2 text-slate-600">Not assigned to a test.</p>
      ) : (
        <ul className="mt-2 space-y-1" aria-label={`Tests ${name} invigilates`}>
          {person.assignments.map((a) => (
            <li key={a.assessmentId} className="flex flex-wrap items-center gap-3">
              <span>
                {a.name}
                {a.batch ? ` (batch ${a.batch})` : ' (every student)'}
              </span>
              <Button
                variant="ghost"
                disabled={unassign.isPending}
                aria-label={`Take off ${name} from ${a.name}`}
                onClick={() => unassign.mutate({ assessmentId: a.assessmentId, invigilatorId: person._id })}
              >
                Take off
              </Button>
            </li>
          ))}
        </ul>
      )}
      {(remove.isError || unassign.isError || resend.isError) && (
        <Alert tone="error">{(remove.error ?? unassign.error ?? resend.error)?.message}</Alert>
      )}
      <AssignForm person={person} name={name} />
    </li>
  );
}

/**
 * /college/invigilators (#29): the faculty who supervise the labs. Invite them (they choose a password from the
 * mail), assign them to tests (optionally one batch); they see only those tests' live boards.
 */
export function InvigilatorsRoute() {
  const invigilators = useInvigilators();
  return (
    <Page
      title="Invigilators"
      description="Faculty who supervise a lab: they see the live board of the tests you assign them, and may add time, pause, reopen and announce."
    >
      <InviteInvigilator />
      <Card title="Your invigilators">
        {!invigilators.data ? (
          <QueryState isPending={invigilators.isPending} error={invigilators.error} />
        ) : invigilators.data.length === 0 ? (
          <EmptyState title="No invigilators yet" />
        ) : (
          <ul aria-label="Invigilators" className="divide-y divide-slate-100">
            {invigilators.data.map((person) => (
              <InvigilatorItem key={person._id} person={person} />
            ))}
          </ul>
        )}
      </Card>
    </Page>
  );
}
