import type { Job } from '@placement/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Route, Routes, useParams } from 'react-router';
import { employmentLabel, formatSalary, workplaceLabel } from '../../../lib/format';
import { BackButton } from '../../../ui/back-button';
import { EmptyState } from '../../../ui/empty-state';
import { JobDetails } from '../../../ui/job-details';
import { PageHeader } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import {
  companiesQueryOptions,
  companyJobsQueryOptions,
  companyQueryOptions,
  jobQueryOptions,
} from '../api/companies';

function CompanyList() {
  const companies = useQuery(companiesQueryOptions());
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Companies" description="Companies with open roles for your college." />
      <div className="mt-6">
        {!companies.data ? (
          <QueryState isPending={companies.isPending} error={companies.error} />
        ) : companies.data.length === 0 ? (
          <EmptyState title="No companies yet">
            Companies hiring from your college will appear here.
          </EmptyState>
        ) : (
          <ul aria-label="Companies" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {companies.data.map((c) => (
              <li
                key={c._id}
                className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <h2 className="font-semibold text-slate-900">
                  <Link
                    to={`/student/companies/profile/${c._id}`}
                    className="rounded hover:text-brand-700 hover:underline"
                  >
                    {c.basic.companyName}
                  </Link>
                </h2>
                {c.basic.sector && <p className="text-sm text-slate-600">{c.basic.sector}</p>}
                <p className="mt-2 line-clamp-3 text-sm text-slate-700">{c.about}</p>
                <p className="mt-auto pt-3 text-sm font-medium text-slate-900">
                  {c.openJobs} open {c.openJobs === 1 ? 'job' : 'jobs'}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function CompanyProfile() {
  const { id = '' } = useParams();
  const company = useQuery(companyQueryOptions(id));
  const jobs = useQuery(companyJobsQueryOptions(id));
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackButton fallback="/student/companies" />
      {!company.data ? (
        <QueryState isPending={company.isPending} error={company.error} />
      ) : (
        <>
          <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">
              {company.data.basic.companyName}
            </h1>
            {company.data.basic.sector && (
              <p className="text-sm text-slate-600">{company.data.basic.sector}</p>
            )}
            <p className="mt-3 text-sm text-slate-700">{company.data.about || 'No description yet.'}</p>
            {company.data.basic.website && /^https?:\/\//.test(company.data.basic.website) && (
              <a
                href={company.data.basic.website}
                target="_blank"
                rel="noreferrer noopener"
                className="mt-3 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {company.data.basic.website}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            )}
          </section>
          <section aria-labelledby="company-jobs">
            <h2 id="company-jobs" className="text-lg font-semibold text-slate-900">
              Open jobs
            </h2>
            <div className="mt-3">
              {!jobs.data ? (
                <QueryState isPending={jobs.isPending} error={jobs.error} />
              ) : jobs.data.jobs.length === 0 ? (
                <EmptyState title="No open jobs">
                  This company has no open roles for your college right now.
                </EmptyState>
              ) : (
                <ul className="grid gap-3">
                  {jobs.data.jobs.map((job) => (
                    <li key={job._id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                      <h3 className="font-semibold text-slate-900">
                        <Link
                          to={`/student/companies/jobOverview/${job._id}`}
                          className="rounded hover:text-brand-700 hover:underline"
                        >
                          {job.title}
                        </Link>
                      </h3>
                      <p className="text-sm text-slate-600">
                        {job.location} · {workplaceLabel(job.workplaceType)} ·{' '}
                        {employmentLabel(job.employmentType)} · {formatSalary(job.salary)}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </section>
        </>
      )}
    </div>
  );
}

/** What a job's page offers besides its description (the Jobs feature's Apply, composed in src/app). */
type JobActions = (job: Job) => ReactNode;

function JobOverview({ actions }: { actions?: JobActions }) {
  const { id = '' } = useParams();
  const job = useQuery(jobQueryOptions(id));
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackButton fallback="/student/companies" />
      {!job.data ? (
        <QueryState isPending={job.isPending} error={job.error} />
      ) : (
        <>
          <JobDetails job={job.data} />
          {actions?.(job.data)}
        </>
      )}
    </div>
  );
}

/** /student/companies: index, profile/{id}, jobOverview/{id} (SPEC §2). */
export function CompaniesRoute({ jobActions }: { jobActions?: JobActions }) {
  return (
    <Routes>
      <Route index element={<CompanyList />} />
      <Route path="profile/:id" element={<CompanyProfile />} />
      <Route path="jobOverview/:id" element={<JobOverview actions={jobActions} />} />
      <Route path="*" element={<CompanyList />} />
    </Routes>
  );
}
