import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AssessmentSummary } from './types';

/** How often the list of tests is read again while it is on screen (never while the tab is hidden). */
export const TESTS_REFRESH_MS = 30_000;

/**
 * The student's tests. They change under the student (staff reopen or reset an attempt, a window opens), so
 * the list is read again when the student comes back to the tab and every TESTS_REFRESH_MS while it shows.
 */
export function assessmentsQueryOptions() {
  return queryOptions({
    queryKey: ['assessments', 'list'],
    queryFn: () =>
      apiRequest<{ assessments: AssessmentSummary[] }>('/api/student/test').then(
        (reply) => reply.assessments,
      ),
    refetchOnWindowFocus: true,
    refetchInterval: TESTS_REFRESH_MS,
  });
}
