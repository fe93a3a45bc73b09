import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type CompanySummary = {
  _id: string;
  basic: { companyName: string; sector?: string; website?: string };
  about: string;
  openJobs: number;
};

export function companiesQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ['dashboard', 'companies'],
    queryFn: () =>
      apiRequest<{ companies: CompanySummary[] }>('/api/student/companies').then((reply) => reply.companies),
    enabled,
  });
}
