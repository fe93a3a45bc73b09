import type { JobNotification } from '@placement/contract';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { employmentLabel, formatDate, workplaceLabel } from '../../../lib/format';
import { Alert } from '../../../ui/alert';
import { BackButton } from '../../../ui/back-button';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import {
  JobTermsRow,
  JobTermsSummary,
  NotificationHistory,
  NotificationStateBadge,
} from '../../../ui/job-terms';
import { type TermsDraft, TermsFields, termsBodyOf, termsDraftOf } from '../../../ui/job-terms-fields';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { SelectField } from '../../../ui/select-field';
import { TextareaField } from '../../../ui/textarea-field';
import { useToast } from '../../../ui/toast';
import {
  useApproveNotification,
  useCycleOptions,
  useEditNotification,
  useSendBackNotification,
  useStaffNotification,
} from '../api/job-notifications';

function Decide({ form }: { form: JobNotification }) {
  const cycles = useCycleOptions();
  const [cycleId, setCycleId] = useState(form.cycleId ?? '');
  const [comment, setComment] = useState('');
  const approve = useApproveNotification(form._id);
  const sendBack = useSendBackNotification(form._id);
  const toast = useToast();
  const done = { onSuccess: (reply: { message: string }) => toast(reply.message, 'success') };
  const submitBack = (event: FormEvent) => {
    event.preventDefault();
    sendBack.mutate({ version: form.version, comment: comment.trim() }, done);
  };
  const error = approve.error ?? sendBack.error;
  return (
    <Card title="Decide">
      <div className="space-y-5">
        {error && <Alert tone="error">{error.message}</Alert>}
        <div className="flex flex-wrap items-end gap-3">
          <SelectField label="Cycle" value={cycleId} onChange={(e) => setCycleId(e.target.value)}>
            <option value="">No cycle</option>
            {(cycles.data ?? []).map((c) => (
              <option key={c._id} value={c._id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <Button
            onClick={() => approve.mutate({ version: form.version, cycleId: cycleId || null }, done)}
            loading={approve.isPending}
            disabled={approve.isPending || sendBack.isPending}
          >
            Approve
          </Button>
        </div>
        <form onSubmit={submitBack} className="space-y-3" aria-label="Send back to the company">
          <TextareaField
            label="Comment for the company"
            required
            minLength={3}
            maxLength={2000}
            rows={3}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          <Button
            type="submit"
            variant="secondary"
            loading={sendBack.isPending}
            disabled={approve.isPending || sendBack.isPending || comment.trim().length < 3}
          >
            Send back
          </Button>
        </form>
      </div>
    </Card>
  );
}

function EditTerms({ form, onDone }: { form: JobNotification; onDone: () => void }) {
  const [draft, setDraft] = useState<TermsDraft>(() => termsDraftOf(form));
  const edit = useEditNotification(form._id);
  const toast = useToast();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    edit.mutate(
      { version: form.version, ...termsBodyOf(draft) },
      {
        onSuccess: (reply) => {
          toast(reply.message, 'success');
          onDone();
        },
      },
    );
  };
  return (
    <Card title="Edit the terms">
      <form onSubmit={submit} className="space-y-4">
        <TermsFields draft={draft} set={(patch) => setDraft((d) => ({ ...d, ...patch }))} />
        {edit.isError && <Alert tone="error">{edit.error.message}</Alert>}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={edit.isPending} disabled={edit.isPending}>
            Save terms
          </Button>
          <Button type="button" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** /college/job-notifications/:id: a company's form, its history, and the placement cell's decision. */
export function NotificationRoute() {
  const { id = '' } = useParams();
  const found = useStaffNotification(id);
  const [editing, setEditing] = useState(false);
  const back = <BackButton fallback="/college/job-notifications" />;
  if (!found.data) return <QueryState isPending={found.isPending} error={found.error} />;
  const { notification: form, history } = found.data;
  const open = form.state === 'submitted' || form.state === 'approved';
  return (
    <Page
      className="mx-auto max-w-4xl"
      back={back}
      title={`${form.company.name}: ${form.job.title}`}
      description="Job notification form"
      actions={<NotificationStateBadge state={form.state} />}
    >
      <Card
        title="The role and its terms"
        actions={
          open &&
          !editing && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit terms
            </Button>
          )
        }
      >
        <p className="mb-3 whitespace-pre-line text-sm text-slate-800">
          {form.job.description || 'No description.'}
        </p>
        <JobTermsSummary terms={form}>
          <JobTermsRow term="Job">
            {[
              form.job.location,
              workplaceLabel(form.job.workplaceType),
              employmentLabel(form.job.employmentType),
            ]
              .filter(Boolean)
              .join(' · ')}
          </JobTermsRow>
          <JobTermsRow term="Vacancies">{form.vacancies ?? 'Not stated'}</JobTermsRow>
          <JobTermsRow term="Apply by">
            {form.deadline ? formatDate(form.deadline) : 'No deadline'}
          </JobTermsRow>
          <JobTermsRow term="Planned rounds">{form.plannedRounds.join(' → ') || 'Not stated'}</JobTermsRow>
          <JobTermsRow term="Documents">
            {form.documents.length === 0
              ? 'None'
              : form.documents.map((d) => (
                  <a
                    key={d.url}
                    href={d.url}
                    className="mr-3 text-brand-700 underline"
                    rel="noreferrer"
                    target="_blank"
                  >
                    {d.name}
                  </a>
                ))}
          </JobTermsRow>
        </JobTermsSummary>
      </Card>
      {editing && <EditTerms key={form.version} form={form} onDone={() => setEditing(false)} />}
      {form.state === 'submitted' && <Decide key={form.version} form={form} />}
      {form.state === 'sent_back' && (
        <Alert tone="info">Sent back to the company: it can change the form and resubmit it.</Alert>
      )}
      <Card title="History">
        <NotificationHistory events={history} />
      </Card>
    </Page>
  );
}
