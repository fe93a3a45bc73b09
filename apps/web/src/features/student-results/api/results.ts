import type { AttemptResult } from '@placement/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type { AttemptResult };

/** Every attempt of the student, newest first (GET /api/studentDummy/test/result). */
export function resultsQueryOptions() {
  return queryOptions({
    queryKey: ['results'],
    queryFn: () =>
      apiRequest<{ studentResponse: AttemptResult[] }>('/api/studentDummy/test/result').then(
        (reply) => reply.studentResponse,
      ),
  });
}
