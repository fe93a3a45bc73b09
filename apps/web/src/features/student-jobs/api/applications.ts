import type { ApplicationStatus } from '@placement/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type MyApplication = {
  _id: string;
  status: ApplicationStatus;
  appliedAt: string;
  job: { _id: string };
};

/** GET /api/student/applications: the student's applications and where each stands. */
export function applicationsQueryOptions() {
  return queryOptions({
    queryKey: ['jobs', 'applications'],
    queryFn: () =>
      apiRequest<{ applications: MyApplication[] }>('/api/student/applications').then((r) => r.applications),
  });
}

/** POST /api/student/jobs/:id/apply */
export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) =>
      apiRequest<{ message: string; application: MyApplication }>(
        `/api/student/jobs/${encodeURIComponent(jobId)}/apply`,
        { method: 'POST' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobs', 'applications'] }),
  });
}
