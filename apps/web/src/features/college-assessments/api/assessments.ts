import type { AssessmentInviteReply, AssessmentReply, InviteBody } from '@placement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assessmentsKey } from '../../../lib/college/assessments';
import { collegeRequest } from '../../../lib/college/client';
import type { AssessmentInput } from './types';

const BASE = '/api/college';

export { useAssessment, useAssessments } from '../../../lib/college/assessments';

export function useSaveAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: AssessmentInput }) =>
      collegeRequest<AssessmentReply>(id ? `${BASE}/assessments/${id}` : `${BASE}/assessments`, {
        method: id ? 'PUT' : 'POST',
        body,
      }).then((r) => r.assessment),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentsKey }),
  });
}

export function usePublishAssessment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      collegeRequest<AssessmentReply>(`${BASE}/assessments/${id}/publish`, {
        method: 'POST',
      }).then((r) => r.assessment),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentsKey }),
  });
}

export type InviteInput = InviteBody;

export function useInviteToAssessment(id: string) {
  return useMutation({
    mutationFn: (body: InviteInput) =>
      collegeRequest<AssessmentInviteReply>(`${BASE}/assessments/${id}/invite`, {
        method: 'POST',
        body,
      }),
  });
}
