import type { CompanyReply, JobReply, JobsReply } from '@placement/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type JobFilters = {
  title?: string;
  location?: string;
  employmentType?: string;
  workplaceType?: string;
  salaryMin?: string;
  salaryMax?: string;
  companyId?: string;
};

export const PAGE_SIZE = 10;

/** GET /api/company/jobs/filter: one page of the jobs matching the filters, and how many match. */
export function jobsQueryOptions(filters: JobFilters, skip: number) {
  const query = { ...filters, skip: String(skip), limit: String(PAGE_SIZE) };
  return queryOptions({
    queryKey: ['jobs', 'filter', query],
    queryFn: () => apiRequest<JobsReply>('/api/company/jobs/filter', { query }),
    placeholderData: keepPreviousData,
  });
}

export function jobQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['jobs', 'one', id],
    queryFn: () =>
      apiRequest<JobReply>(`/api/company/jobs/${encodeURIComponent(id)}`).then((reply) => reply.job),
  });
}

export function companyQueryOptions(id: string | undefined) {
  return queryOptions({
    queryKey: ['jobs', 'company', id],
    queryFn: () =>
      apiRequest<CompanyReply>(`/api/company/${encodeURIComponent(id ?? '')}`).then((reply) => reply.company),
    enabled: Boolean(id),
  });
}
