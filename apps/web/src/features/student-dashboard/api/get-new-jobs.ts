import type { NewJobsReply } from '@placement/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function newJobsQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ['dashboard', 'newjobs'],
    queryFn: () => apiRequest<NewJobsReply>('/api/student/dashboard/newjobs').then((reply) => reply.jobs),
    enabled,
  });
}
