import { experienceRangeProblem, salaryRangeProblem } from '@placement/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { draftFields } from '../../../lib/draft-fields';
import { useFormCheck } from '../../../lib/form-check';
import { Alert } from '../../../ui/alert';
import { BackButton } from '../../../ui/back-button';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Checkbox } from '../../../ui/check-field';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { TextareaField } from '../../../ui/textarea-field';
import { useToast } from '../../../ui/toast';
import { type CompanyJob, type JobBody, useCollegeOptions, useCompanyJob, useSaveJob } from '../api/company';

const WORKPLACES = [
  ['onsite', 'On-site'],
  ['remote', 'Remote'],
  ['hybrid', 'Hybrid'],
] as const;
const EMPLOYMENTS = [
  ['full-time', 'Full-time'],
  ['internship', 'Internship'],
  ['contract', 'Contract'],
  ['part-time', 'Part-time'],
] as const;

type Draft = {
  title: string;
  location: string;
  workplaceType: JobBody['workplaceType'];
  employmentType: JobBody['employmentType'];
  seniority: string;
  expMin: string;
  expMax: string;
  salaryMin: string;
  salaryMax: string;
  closeBy: string;
  roleOverview: string;
  duties: string;
  skills: string;
  eligibleBatches: string;
  colleges: string[];
  status: 'open' | 'closed';
};

/** A day (YYYY-MM-DD) read as the end of that day in Asia/Kolkata. */
const dayToIso = (day: string) => (day ? new Date(`${day}T23:59:59+05:30`).toISOString() : null);
const isoToDay = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(iso)) : '';
const list = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);
const num = (text: string) => (text.trim() === '' ? null : Number(text));

function draftOf(job: CompanyJob | undefined): Draft {
  return {
    title: job?.title ?? '',
    location: job?.location ?? '',
    workplaceType: (job?.workplaceType as Draft['workplaceType']) ?? 'onsite',
    employmentType: (job?.employmentType as Draft['employmentType']) ?? 'full-time',
    seniority: job?.seniority ?? '',
    expMin: job ? String(job.experience.min) : '0',
    expMax: job?.experience.max != null ? String(job.experience.max) : '',
    salaryMin: job?.salary.min != null ? String(job.salary.min) : '',
    salaryMax: job?.salary.max != null ? String(job.salary.max) : '',
    closeBy: isoToDay(job?.closeBy ?? null),
    roleOverview: job?.roleOverview ?? '',
    duties: job?.duties.join('\n') ?? '',
    skills: job?.skills.join(', ') ?? '',
    eligibleBatches: job?.eligibleBatches.join(', ') ?? '',
    colleges: job?.visibleToCollegeIds ?? [],
    status: job?.status === 'closed' ? 'closed' : 'open',
  };
}

function bodyOf(d: Draft): JobBody {
  return {
    title: d.title.trim(),
    location: d.location.trim(),
    workplaceType: d.workplaceType,
    employmentType: d.employmentType,
    seniority: d.seniority.trim(),
    experience: { min: Number(d.expMin) || 0, max: num(d.expMax) },
    salary: { min: num(d.salaryMin), max: num(d.salaryMax) },
    closeBy: dayToIso(d.closeBy),
    roleOverview: d.roleOverview,
    duties: list(d.duties, /\n/),
    skills: list(d.skills, /,/),
    eligibleBatches: list(d.eligibleBatches, /,/),
    visibleToCollegeIds: d.colleges,
    status: d.status,
  };
}

function JobForm({ job }: { job?: CompanyJob }) {
  const [d, setD] = useState<Draft>(() => draftOf(job));
  const set = (patch: Partial<Draft>) => setD((current) => ({ ...current, ...patch }));
  const field = draftFields(d, set);
  const colleges = useCollegeOptions();
  const save = useSaveJob(job?._id);
  const toast = useToast();
  const navigate = useNavigate();
  const body = bodyOf(d);
  const { formRef, check, errorOf } = useFormCheck({
    expMax: experienceRangeProblem(body.experience?.min, body.experience?.max),
    salaryMax: salaryRangeProblem(body.salary?.min, body.salary?.max),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    save.mutate(body, {
      onSuccess: (reply) => {
        toast(job ? 'Job updated' : 'Job posted', 'success');
        navigate(`/company/jobs/${reply.job._id}`);
      },
    });
  };
  return (
    <form ref={formRef} onSubmit={submit} className="space-y-6">
      <Card title="The role">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Job title"
            required
            maxLength={150}
            {...field('title')}
            className="sm:col-span-2"
          />
          <TextField label="Location" maxLength={150} {...field('location')} />
          <TextField label="Seniority" maxLength={60} placeholder="Entry level" {...field('seniority')} />
          <SelectField
            label="Workplace type"
            value={d.workplaceType}
            onChange={(e) => set({ workplaceType: e.target.value as Draft['workplaceType'] })}
          >
            {WORKPLACES.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Employment type"
            value={d.employmentType}
            onChange={(e) => set({ employmentType: e.target.value as Draft['employmentType'] })}
          >
            {EMPLOYMENTS.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </SelectField>
          <TextField label="Experience from (years)" type="number" min={0} max={60} {...field('expMin')} />
          <TextField
            label="Experience to (years)"
            type="number"
            min={0}
            max={60}
            {...field('expMax')}
            error={errorOf('expMax')}
          />
          <TextField label="Salary from (LPA)" type="number" min={0} step="0.1" {...field('salaryMin')} />
          <TextField
            label="Salary to (LPA)"
            type="number"
            min={0}
            step="0.1"
            {...field('salaryMax')}
            error={errorOf('salaryMax')}
          />
          <TextField label="Apply by" type="date" {...field('closeBy')} />
          {job && (
            <SelectField
              label="Status"
              value={d.status}
              onChange={(e) => set({ status: e.target.value as Draft['status'] })}
            >
              <option value="open">Open</option>
              <option value="closed">Closed</option>
            </SelectField>
          )}
        </div>
      </Card>
      <Card title="Description">
        <div className="space-y-4">
          <TextareaField label="Role overview" rows={5} maxLength={10000} {...field('roleOverview')} />
          <TextareaField label="Duties" hint="One per line" rows={5} {...field('duties')} />
          <TextField label="Skills" hint="Separated by commas" {...field('skills')} />
          <TextField
            label="Eligible batches"
            hint="Separated by commas, e.g. 2026, 2027"
            {...field('eligibleBatches')}
          />
        </div>
      </Card>
      <Card title="Who sees it">
        <fieldset>
          <legend className="mb-2 text-sm text-slate-700">
            Colleges that see this job (none chosen: every college)
          </legend>
          {!colleges.data ? (
            <QueryState isPending={colleges.isPending} error={colleges.error} />
          ) : (
            <div className="grid gap-2 sm:grid-cols-2">
              {colleges.data.map((c) => (
                <label key={c._id} className="inline-flex items-center gap-2 text-sm text-slate-800">
                  <Checkbox
                    checked={d.colleges.includes(c._id)}
                    onChange={(e) =>
                      set({
                        colleges: e.target.checked
                          ? [...d.colleges, c._id]
                          : d.colleges.filter((id) => id !== c._id),
                      })
                    }
                  />
                  {c.name}
                </label>
              ))}
            </div>
          )}
        </fieldset>
      </Card>
      {save.isError && <Alert tone="error">{save.error.message}</Alert>}
      <Button type="submit" loading={save.isPending} disabled={save.isPending || !d.title.trim()}>
        {job ? 'Save changes' : 'Post job'}
      </Button>
    </form>
  );
}

/** /company/jobs/new and /company/jobs/:id/edit */
export function JobEditorRoute() {
  const { id } = useParams();
  const job = useCompanyJob(id);
  return (
    <Page
      className="mx-auto max-w-4xl"
      back={<BackButton fallback="/company/jobs" />}
      title={id ? 'Edit job' : 'Post a job'}
    >
      {id && !job.data ? (
        <QueryState isPending={job.isPending} error={job.error} />
      ) : (
        <JobForm key={job.data?._id ?? 'new'} job={job.data} />
      )}
    </Page>
  );
}
