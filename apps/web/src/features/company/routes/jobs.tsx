import { Link } from 'react-router';
import { employmentLabel, formatDate, workplaceLabel } from '../../../lib/format';
import { Alert } from '../../../ui/alert';
import { Button, buttonVariants } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page-header';
import { Pager, usePage } from '../../../ui/pager';
import { QueryState } from '../../../ui/query-state';
import { useCompanyJobs, useDeleteJob } from '../api/company';

const PAGE = 20;

/** /company/jobs: the company's postings, with their applicant counts. */
export function CompanyJobsRoute() {
  const { skip, pager } = usePage(PAGE);
  const jobs = useCompanyJobs(skip, PAGE);
  const remove = useDeleteJob();
  return (
    <Page
      className="mx-auto max-w-5xl"
      title="Jobs"
      description="Your job postings and who applied."
      primaryLink={{ to: '/company/jobs/new', label: 'Post a job' }}
    >
      {remove.isError && <Alert tone="error">{remove.error.message}</Alert>}
      {!jobs.data ? (
        <QueryState isPending={jobs.isPending} error={jobs.error} />
      ) : jobs.data.jobs.length === 0 ? (
        <EmptyState title="No jobs posted yet">Post a job to reach students.</EmptyState>
      ) : (
        <>
          <ul aria-label="Jobs" className="space-y-3">
            {jobs.data.jobs.map((job) => (
              <li key={job._id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 className="text-lg font-semibold text-slate-900">
                      <Link
                        to={`/company/jobs/${job._id}`}
                        className="rounded hover:text-brand-700 hover:underline"
                      >
                        {job.title}
                      </Link>
                    </h2>
                    <p className="text-sm text-slate-600">
                      {job.location || 'Location not given'} · {workplaceLabel(job.workplaceType)} ·{' '}
                      {employmentLabel(job.employmentType)} · posted {formatDate(job.createdAt)}
                    </p>
                    <p className="mt-1 text-sm text-slate-700">
                      <span
                        className={`mr-2 rounded-full px-2 py-0.5 text-xs font-semibold ${job.status === 'open' ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'}`}
                      >
                        {job.status}
                      </span>
                      {job.applications} {job.applications === 1 ? 'applicant' : 'applicants'}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Link
                      to={`/company/jobs/${job._id}`}
                      className={buttonVariants.secondary}
                      aria-label={`Applicants for ${job.title}`}
                    >
                      Applicants
                    </Link>
                    <Link
                      to={`/company/jobs/${job._id}/edit`}
                      className={buttonVariants.secondary}
                      aria-label={`Edit ${job.title}`}
                    >
                      Edit
                    </Link>
                    <Button
                      variant="secondary"
                      aria-label={`Delete ${job.title}`}
                      disabled={remove.isPending}
                      onClick={() => {
                        if (window.confirm(`Delete the job "${job.title}"?`)) remove.mutate(job._id);
                      }}
                    >
                      Delete
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <Pager label="Job pages" total={jobs.data.total} {...pager} />
        </>
      )}
    </Page>
  );
}
