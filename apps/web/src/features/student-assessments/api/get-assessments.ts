import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TestSummary } from './types';

export function assessmentsQueryOptions() {
  return queryOptions({
    queryKey: ['tests', 'list'],
    queryFn: () =>
      apiRequest<{ assessments: TestSummary[] }>('/api/student/test').then((reply) => reply.assessments),
  });
}
