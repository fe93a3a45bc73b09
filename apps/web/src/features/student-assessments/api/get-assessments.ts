import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AssessmentSummary } from './types';

export function assessmentsQueryOptions() {
  return queryOptions({
    queryKey: ['assessments', 'list'],
    queryFn: () =>
      apiRequest<{ assessments: AssessmentSummary[] }>('/api/student/test').then(
        (reply) => reply.assessments,
      ),
  });
}
