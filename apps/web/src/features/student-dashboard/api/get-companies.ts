import type { CompaniesReply, Company } from '@placement/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type CompanySummary = Company;

export function companiesQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ['dashboard', 'companies'],
    queryFn: () => apiRequest<CompaniesReply>('/api/student/companies').then((reply) => reply.companies),
    enabled,
  });
}
