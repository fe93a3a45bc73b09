import type { FullStudent } from '@placement/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { meQueryKey } from './session';

export type { FullStudent };

/** Under meQueryKey, so invalidating the session also refreshes the full profile. */
export const profileQueryKey = [...meQueryKey, 'full'] as const;

/** GET /api/student/me?getAll=true: the whole profile (education, skills, links, CV, college…). */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileQueryKey,
    queryFn: () =>
      apiRequest<{ student: FullStudent }>('/api/student/me', { query: { getAll: 'true' } }).then(
        (reply) => reply.student,
      ),
    staleTime: 30_000,
  });
}
