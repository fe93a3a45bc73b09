import type { LtiAssessmentReply, LtiRosterSyncBody, LtiRosterSyncReply } from '@placement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collegeRequest } from '../../../lib/college/client';

/** One assessment in the college's LMS courses: the courses that link it, roster syncs, grade passbacks. */
const key = (assessmentId: string) => ['college', 'lti', 'assessment', assessmentId] as const;

export function useAssessmentLms(assessmentId: string) {
  return useQuery({
    queryKey: key(assessmentId),
    queryFn: () =>
      collegeRequest<LtiAssessmentReply>(`/api/college/assessments/${encodeURIComponent(assessmentId)}/lms`),
  });
}

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
