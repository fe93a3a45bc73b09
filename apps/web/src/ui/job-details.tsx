import type { Job } from '@placement/contract';
import type { ReactNode } from 'react';
import { employmentLabel, experienceLabel, formatDate, formatSalary, workplaceLabel } from '../lib/format';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** A job's full description, shared by the Jobs and Companies screens. */
export function JobDetails({ job, headingLevel = 1 }: { job: Job; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const Sub = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="text-sm font-medium text-slate-700">{job.companyId.basic.companyName}</p>
      <Heading className="mt-1 text-2xl font-bold tracking-tight text-slate-900">{job.title}</Heading>
      <dl className="mt-5 grid grid-cols-2 gap-4 text-sm sm:grid-cols-3">
        <Fact label="Location">{job.location}</Fact>
        <Fact label="Workplace">{workplaceLabel(job.workplaceType)}</Fact>
        <Fact label="Employment">{employmentLabel(job.employmentType)}</Fact>
        <Fact label="Salary">{formatSalary(job.salary)}</Fact>
        <Fact label="Experience">{experienceLabel(job.experience)}</Fact>
        <Fact label="Seniority">{job.seniority || '—'}</Fact>
        {job.closeBy && <Fact label="Apply by">{formatDate(job.closeBy)}</Fact>}
        {job.eligibleBatches.length > 0 && <Fact label="Batches">{job.eligibleBatches.join(', ')}</Fact>}
        <Fact label="Posted">{formatDate(job.createdAt)}</Fact>
      </dl>
      {job.roleOverview && (
        <>
          <Sub className="mt-6 font-semibold text-slate-900">About the role</Sub>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{job.roleOverview}</p>
        </>
      )}
      {job.duties.length > 0 && (
        <>
          <Sub className="mt-6 font-semibold text-slate-900">What you will do</Sub>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {job.duties.map((duty) => (
              <li key={duty}>{duty}</li>
            ))}
          </ul>
        </>
      )}
      {job.skills.length > 0 && (
        <>
          <Sub className="mt-6 font-semibold text-slate-900">Skills</Sub>
          <ul className="mt-2 flex flex-wrap gap-2">
            {job.skills.map((skill) => (
              <li key={skill} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                {skill}
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
