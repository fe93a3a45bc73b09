import type { Job } from '@placement/contract';
import type { Columns } from './company-jobs';
import type { CompanyRow, JobRow } from './jobs';

/** Jobs and companies as students (and college staff) see them, and a company's own jobs as its recruiters do. */

export const companyRef = (company: Pick<CompanyRow, 'id' | 'name'>) => ({
  _id: company.id,
  basic: { companyName: company.name },
});

export function presentJob(job: JobRow, company: Pick<CompanyRow, 'id' | 'name'>): Job {
  return {
    _id: job.id,
    companyId: companyRef(company),
    title: job.title,
    location: job.location,
    workplaceType: job.workplaceType,
    employmentType: job.employmentType,
    seniority: job.seniority,
    experience: { min: job.experienceMin, max: job.experienceMax },
    salary: { min: job.salaryMin, max: job.salaryMax, unit: 'LPA' },
    closeBy: job.closeBy?.toISOString() ?? null,
    roleOverview: job.roleOverview,
    duties: job.duties,
    skills: job.skills,
    eligibleBatches: job.eligibleBatches,
    status: job.status,
    createdAt: job.createdAt.toISOString(),
  };
}

export function presentCompany(company: CompanyRow, openJobs: number) {
  const details = company.details;
  const basic =
    details.basic && typeof details.basic === 'object' ? (details.basic as Record<string, unknown>) : {};
  const { website, sector } = basic;
  return {
    _id: company.id,
    basic: {
      companyName: company.name,
      ...(typeof website === 'string' && { website }),
      ...(typeof sector === 'string' && { sector }),
    },
    about: typeof details.about === 'string' ? details.about : '',
    openJobs,
  };
}

/** What the company sees of its own job: the student's view plus who may see it and how many applied. */
export function presentCompanyJob(row: Columns, applications: number) {
  return {
    ...presentJob(row.job, row.company),
    visibleToCollegeIds: row.job.visibleToCollegeIds,
    applications,
  };
}
