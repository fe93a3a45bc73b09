import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { Alert } from '../../../ui/alert';
import { BackButton } from '../../../ui/back-button';
import { buttonVariants } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { JobDetails } from '../../../ui/job-details';
import { QueryState } from '../../../ui/query-state';
import { SelectField } from '../../../ui/select-field';
import { type ApplicationStatus, useApplicants, useCompanyJob, useMoveApplication } from '../api/company';
import {
  ApplicationStatusSelect,
  applicantName,
  STATUSES,
  statusLabel,
} from '../components/application-status';

function Applicants({ jobId }: { jobId: string }) {
  const [filter, setFilter] = useState<ApplicationStatus | ''>('');
  const applicants = useApplicants(jobId, filter);
  const move = useMoveApplication();
  return (
    <Card
      title="Applicants"
      actions={
        <div className="flex flex-wrap items-end gap-3">
          <Link to={`/company/jobs/${jobId}/cohort`} className={buttonVariants.secondary}>
            Rank by skill
          </Link>
          <SelectField
            label="Show"
            value={filter}
            onChange={(e) => setFilter(e.target.value as ApplicationStatus | '')}
          >
            <option value="">Everyone</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel[s]}
              </option>
            ))}
          </SelectField>
        </div>
      }
    >
      {move.isError && <Alert tone="error">{move.error.message}</Alert>}
      {!applicants.data ? (
        <QueryState isPending={applicants.isPending} error={applicants.error} />
      ) : applicants.data.applications.length === 0 ? (
        <EmptyState title="No applicants yet" />
      ) : (
        <ul aria-label="Applicants" className="divide-y divide-slate-100">
          {applicants.data.applications.map((a) => {
            const name = applicantName(a);
            return (
              <li key={a._id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    <Link
                      to={`/company/applications/${a._id}`}
                      className="text-brand-700 underline-offset-2 hover:underline"
                      aria-label={`Profile of ${name}`}
                    >
                      {name}
                    </Link>
                  </p>
                  <p className="text-slate-600">
                    {a.student.Email}
                    {a.student.college ? ` · ${a.student.college.name}` : ''}
                    {a.student.batch ? ` · batch ${a.student.batch}` : ''}
                  </p>
                  {a.student.skills.length > 0 && (
                    <p className="text-slate-600">Skills: {a.student.skills.join(', ')}</p>
                  )}
                  <p className="text-xs text-slate-600">Applied {formatDateTime(a.appliedAt)}</p>
                </div>
                <ApplicationStatusSelect application={a} move={move} />
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

/** /company/jobs/:id: the job as students see it, and its applicants. */
export function CompanyJobRoute() {
  const { id = '' } = useParams();
  const job = useCompanyJob(id);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackButton fallback="/company/jobs" />
        <Link to={`/company/jobs/${id}/edit`} className={buttonVariants.secondary}>
          Edit job
        </Link>
      </div>
      {!job.data ? <QueryState isPending={job.isPending} error={job.error} /> : <JobDetails job={job.data} />}
      <Applicants jobId={id} />
    </div>
  );
}
