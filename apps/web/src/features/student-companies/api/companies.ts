import type { CompaniesReply, CompanyReply, JobReply, JobsReply } from '@placement/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function companiesQueryOptions() {
  return queryOptions({
    queryKey: ['companies', 'list'],
    queryFn: () => apiRequest<CompaniesReply>('/api/student/companies').then((reply) => reply.companies),
  });
}

export function companyQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['companies', 'one', id],
    queryFn: () =>
      apiRequest<CompanyReply>(`/api/company/${encodeURIComponent(id)}`).then((reply) => reply.company),
  });
}

/** The company's open jobs (GET /api/company/jobs/filter?companyId). */
export function companyJobsQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: ['companies', 'jobs', companyId],
    queryFn: () =>
      apiRequest<JobsReply>('/api/company/jobs/filter', {
        query: { companyId, limit: '100' },
      }),
  });
}

export function jobQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['companies', 'job', id],
    queryFn: () =>
      apiRequest<JobReply>(`/api/company/jobs/${encodeURIComponent(id)}`).then((reply) => reply.job),
  });
}
