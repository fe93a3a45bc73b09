import type { StudentApplicationReply, StudentApplicationsReply } from '@placement/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/student/applications: the student's applications and where each stands. */
export function applicationsQueryOptions() {
  return queryOptions({
    queryKey: ['jobs', 'applications'],
    queryFn: () =>
      apiRequest<StudentApplicationsReply>('/api/student/applications').then((r) => r.applications),
  });
}

/** POST /api/student/jobs/:id/apply */
export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) =>
      apiRequest<StudentApplicationReply>(`/api/student/jobs/${encodeURIComponent(jobId)}/apply`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobs', 'applications'] }),
  });
}
