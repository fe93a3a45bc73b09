import type { AssessmentSummary } from '@placement/contract';
import { queryOptions } from '@tanstack/react-query';
import type { Static } from 'typebox';
import { apiRequest } from '../../../lib/api-client';

export type Assessment = Static<typeof AssessmentSummary>;

export function assessmentsQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard', 'assessments'],
    queryFn: () =>
      apiRequest<{ assessments: Assessment[] }>('/api/student/test').then((reply) => reply.assessments),
  });
}
