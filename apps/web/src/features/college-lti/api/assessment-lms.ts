import type { LtiAssessmentReply, LtiRosterSyncBody, LtiRosterSyncReply } from '@placement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collegeRequest } from '../../../lib/college/client';

/** One assessment in the college's LMS courses: the courses that link it, roster syncs, grade passbacks. */
const key = (assessmentId: string) => ['college', 'lti', 'assessment', assessmentId] as const;

/** How often the screen reads a roster sync's progress while one runs (it runs on the server, not here). */
const SYNC_POLL_MS = 1_000;

export function useAssessmentLms(assessmentId: string) {
  return useQuery({
    queryKey: key(assessmentId),
    queryFn: () =>
      collegeRequest<LtiAssessmentReply>(`/api/college/assessments/${encodeURIComponent(assessmentId)}/lms`),
    refetchInterval: (query) =>
      query.state.data?.courses.some((course) => course.lastSync?.status === 'running')
        ? SYNC_POLL_MS
        : false,
  });
}

/** Starts a roster sync: the server answers at once with it running, and the courses' query follows it. */
export function useRosterSync(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, body }: { courseId: string; body: LtiRosterSyncBody }) =>
      collegeRequest<LtiRosterSyncReply>(
        `/api/college/assessments/${encodeURIComponent(assessmentId)}/lms/courses/${encodeURIComponent(courseId)}/roster-sync`,
        { method: 'POST', body },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(assessmentId) }),
  });
}
