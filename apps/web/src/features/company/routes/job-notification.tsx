import type { CompanyNotificationBody, JobNotification } from '@placement/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { draftFields } from '../../../lib/draft-fields';
import { employmentLabel, employmentTypes, workplaceLabel, workplaceTypes } from '../../../lib/format';
import { Alert } from '../../../ui/alert';
import { BackButton } from '../../../ui/back-button';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { NotificationHistory, NotificationStateBadge } from '../../../ui/job-terms';
import { type TermsDraft, TermsFields, termsBodyOf, termsDraftOf } from '../../../ui/job-terms-fields';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { TextareaField } from '../../../ui/textarea-field';
import { useToast } from '../../../ui/toast';
import {
  useCompanyNotification,
  useNotificationColleges,
  useSaveNotification,
} from '../api/job-notifications';

type Role = CompanyNotificationBody['role'];
type Draft = TermsDraft & {
  collegeId: string;
  title: string;
  description: string;
  location: string;
  workplaceType: Role['workplaceType'];
  employmentType: Role['employmentType'];
  skills: string;
};

const draftOf = (form?: JobNotification): Draft => ({
  ...termsDraftOf(form),
  collegeId: form?.college._id ?? '',
  title: form?.job.title ?? '',
  description: form?.job.description ?? '',
  location: form?.job.location ?? '',
  workplaceType: form?.job.workplaceType ?? 'onsite',
  employmentType: form?.job.employmentType ?? 'full-time',
  skills: form?.job.skills.join(', ') ?? '',
});

const bodyOf = (d: Draft, submit: boolean): CompanyNotificationBody => ({
  role: {
    title: d.title.trim(),
    description: d.description,
    location: d.location.trim(),
    workplaceType: d.workplaceType,
    employmentType: d.employmentType,
    skills: d.skills
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  },
  ...termsBodyOf(d),
  submit,
});

function CollegeChoice({ field }: { field: ReturnType<typeof draftFields<Draft>> }) {
  const colleges = useNotificationColleges();
  if (!colleges.data) return <QueryState isPending={colleges.isPending} error={colleges.error} />;
  if (colleges.data.length === 0) {
    return (
      <Alert tone="info">
        No college has invited your company or shows its jobs yet: a college's invitation connects you.
      </Alert>
    );
  }
  return (
    <SelectField label="College" required {...field('collegeId')}>
      <option value="">Choose a college</option>
      {colleges.data.map((c) => (
        <option key={c._id} value={c._id}>
          {c.name}
        </option>
      ))}
    </SelectField>
  );
}

function NotificationForm({ form }: { form?: JobNotification }) {
  const [d, setD] = useState<Draft>(() => draftOf(form));
  const set = (patch: Partial<Draft>) => setD((current) => ({ ...current, ...patch }));
  const field = draftFields(d, set);
  const save = useSaveNotification(form?._id);
  const toast = useToast();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const canSubmit = !form || form.state === 'draft' || form.state === 'sent_back';
  const send = (submit: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitting(submit);
    const body = bodyOf(d, submit);
    save.mutate(form ? body : { ...body, collegeId: d.collegeId }, {
      onSuccess: (reply) => {
        toast(reply.message, 'success');
        if (!form) navigate(`/company/job-notifications/${reply.notification._id}`, { replace: true });
      },
    });
  };
  return (
    <form onSubmit={send(canSubmit)} className="space-y-6">
      <Card title="The role">
        <div className="grid gap-4 sm:grid-cols-2">
          {!form && (
            <div className="sm:col-span-2">
              <CollegeChoice field={field} />
            </div>
          )}
          <TextField
            label="Job title"
            required
            maxLength={150}
            className="sm:col-span-2"
            {...field('title')}
          />
          <TextareaField
            label="Job description"
            rows={4}
            maxLength={10_000}
            className="sm:col-span-2"
            {...field('description')}
          />
          <TextField label="Location" maxLength={150} {...field('location')} />
          <TextField label="Skills" hint="Comma-separated" {...field('skills')} />
          <SelectField label="Workplace type" {...field('workplaceType')}>
            {workplaceTypes.map((w) => (
              <option key={w} value={w}>
                {workplaceLabel(w)}
              </option>
            ))}
          </SelectField>
          <SelectField label="Employment type" {...field('employmentType')}>
            {employmentTypes.map((e) => (
              <option key={e} value={e}>
                {employmentLabel(e)}
              </option>
            ))}
          </SelectField>
        </div>
      </Card>
      <Card title="Terms">
        <TermsFields draft={d} set={set} />
      </Card>
      {form?.state === 'approved' && (
        <Alert tone="info">
          This form is approved. Saving a change sends it to the college again: its students stop seeing the
          job until the college approves the change.
        </Alert>
      )}
      {save.isError && <Alert tone="error">{save.error.message}</Alert>}
      <div className="flex flex-wrap gap-3">
        {canSubmit ? (
          <>
            <Button type="submit" loading={save.isPending && submitting} disabled={save.isPending}>
              {form?.state === 'sent_back' ? 'Resubmit to the college' : 'Submit to the college'}
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => send(false)()}
              loading={save.isPending && !submitting}
              disabled={save.isPending}
            >
              Save draft
            </Button>
          </>
        ) : (
          <Button type="submit" loading={save.isPending} disabled={save.isPending}>
            Save changes
          </Button>
        )}
      </div>
    </form>
  );
}

/** /company/job-notifications/new and /:id: the form for one college, its state and its history. */
export function CompanyNotificationRoute() {
  const { id } = useParams();
  const found = useCompanyNotification(id);
  const back = <BackButton fallback="/company/job-notifications" />;
  if (!id) {
    return (
      <Page className="mx-auto max-w-4xl" back={back} title="New job notification">
        <NotificationForm />
      </Page>
    );
  }
  if (!found.data) return <QueryState isPending={found.isPending} error={found.error} />;
  const { notification: form, history } = found.data;
  return (
    <Page
      className="mx-auto max-w-4xl"
      back={back}
      title={form.job.title}
      description={`Job notification for ${form.college.name}`}
      actions={<NotificationStateBadge state={form.state} />}
    >
      {form.state === 'sent_back' && form.sentBackComment && (
        <Alert tone="error">The college sent it back: “{form.sentBackComment}”</Alert>
      )}
      <NotificationForm key={form.version} form={form} />
      <Card title="History">
        <NotificationHistory events={history} />
      </Card>
    </Page>
  );
}
