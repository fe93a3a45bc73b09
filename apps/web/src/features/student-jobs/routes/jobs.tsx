import { useQuery } from '@tanstack/react-query';
import { Link, Route, Routes, useSearchParams } from 'react-router';
import { BackButton } from '../../../ui/back-button';
import { EmptyState } from '../../../ui/empty-state';
import { JobDetails } from '../../../ui/job-details';
import { PageHeader } from '../../../ui/page-header';
import { Pager } from '../../../ui/pager';
import { QueryState } from '../../../ui/query-state';
import {
  companyQueryOptions,
  type JobFilters,
  jobQueryOptions,
  jobsQueryOptions,
  PAGE_SIZE,
} from '../api/jobs';
import { ApplyPanel } from '../components/apply-panel';
import { JobCard } from '../components/job-card';
import { filtersFrom, JobFiltersForm } from '../components/job-filters';
import { JobTermsPanel } from '../components/job-terms-panel';

function JobList() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const skip = Math.max(0, Number(params.get('skip')) || 0);
  const jobs = useQuery(jobsQueryOptions(filters, skip));
  const filtered = Object.keys(filters).length > 0;

  const apply = (next: JobFilters) => {
    const search = new URLSearchParams();
    // 'Clear filters' sends {} and drops the company too; a search keeps it.
    const merged = Object.keys(next).length > 0 ? { companyId: filters.companyId, ...next } : next;
    for (const [key, value] of Object.entries(merged)) if (value?.trim()) search.set(key, value.trim());
    setParams(search);
  };

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Jobs"
        description="Open roles for students of your college; those open to you come first."
        actions={
          <Link to="/student/placement" className="text-sm font-semibold text-brand-700 underline">
            My academic record and cycles
          </Link>
        }
      />
      <div className="mt-6">
        {/* a new key when the URL changes resets the form to what the URL says */}
        <JobFiltersForm key={params.toString().replace(/&?skip=\d+/, '')} initial={filters} onApply={apply} />
      </div>
      <section aria-labelledby="job-results" className="mt-6">
        <h2 id="job-results" className="sr-only">
          Results
        </h2>
        {!jobs.data ? (
          <QueryState isPending={jobs.isPending} error={jobs.error} />
        ) : jobs.data.total === 0 ? (
          <EmptyState title={filtered ? 'No jobs match these filters' : 'No open jobs right now'}>
            {filtered ? 'Try fewer filters or a wider salary range.' : 'New openings will appear here.'}
          </EmptyState>
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-700" aria-live="polite">
              {jobs.data.total} {jobs.data.total === 1 ? 'job' : 'jobs'} found
            </p>
            <ul aria-label="Jobs" className="grid gap-3">
              {jobs.data.jobs.map((job) => (
                <JobCard key={job._id} job={job} to={`/student/jobs/companyDetails?id=${job._id}`} />
              ))}
            </ul>
            <Pager
              label="Jobs pages"
              skip={skip}
              limit={PAGE_SIZE}
              total={jobs.data.total}
              onChange={(next) => {
                const search = new URLSearchParams(params);
                search.set('skip', String(next));
                setParams(search);
              }}
            />
          </>
        )}
      </section>
    </div>
  );
}

/** /student/jobs/companyDetails?id={jobId}: the job and the company offering it. */
function CompanyDetails() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const job = useQuery({ ...jobQueryOptions(id), enabled: Boolean(id) });
  const company = useQuery(companyQueryOptions(job.data?.companyId._id));
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackButton fallback="/student/jobs" />
      {!id ? (
        <EmptyState title="No job selected">
          <Link to="/student/jobs" className="font-semibold text-brand-700 underline">
            Browse jobs
          </Link>
        </EmptyState>
      ) : !job.data ? (
        <QueryState isPending={job.isPending} error={job.error} />
      ) : (
        <>
          <JobDetails job={job.data} />
          <JobTermsPanel jobId={job.data._id} />
          <ApplyPanel jobId={job.data._id} open={job.data.status === 'open'} />
          {company.data && (
            <section
              aria-labelledby="company-heading"
              className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h2 id="company-heading" className="text-lg font-semibold text-slate-900">
                About {company.data.basic.companyName}
              </h2>
              {company.data.basic.sector && (
                <p className="text-sm text-slate-600">{company.data.basic.sector}</p>
              )}
              <p className="mt-2 text-sm text-slate-700">{company.data.about || 'No description yet.'}</p>
              <p className="mt-2 text-sm text-slate-700">
                {company.data.openJobs} open {company.data.openJobs === 1 ? 'job' : 'jobs'} ·{' '}
                <Link
                  to={`/student/jobs?companyId=${company.data._id}`}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  See all jobs at {company.data.basic.companyName}
                </Link>
              </p>
            </section>
          )}
        </>
      )}
    </div>
  );
}

/** /student/jobs: index (filters, paged) and companyDetails (SPEC §2). */
export function JobsRoute() {
  return (
    <Routes>
      <Route index element={<JobList />} />
      <Route path="companyDetails" element={<CompanyDetails />} />
      <Route path="*" element={<JobList />} />
    </Routes>
  );
}
