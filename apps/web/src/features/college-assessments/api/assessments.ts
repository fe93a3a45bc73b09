import type {
  AssessmentInviteReply,
  AssessmentReply,
  AssessmentsReply,
  DecisionBody,
  DecisionsReply,
  GradeBody,
  GradeReply,
  InviteBody,
  MessageReply,
  ResultsReply,
} from '@placement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collegeDownload, collegeRequest } from './client';
import type { AssessmentInput, AttemptReview } from './types';

const BASE = '/api/college';
export const assessmentsKey = ['college', 'assessments'] as const;
const assessmentKey = (id: string) => ['college', 'assessments', id] as const;
const resultsKey = (id: string) => ['college', 'results', id] as const;
const attemptKey = (id: string) => ['college', 'attempt', id] as const;

export function useAssessments() {
  return useQuery({
    queryKey: assessmentsKey,
    queryFn: () => collegeRequest<AssessmentsReply>(`${BASE}/assessments`).then((r) => r.assessments),
  });
}

export function useAssessment(id: string | undefined) {
  return useQuery({
    queryKey: assessmentKey(id ?? ''),
    queryFn: () => collegeRequest<AssessmentReply>(`${BASE}/assessments/${id}`).then((r) => r.assessment),
    enabled: Boolean(id),
  });
}

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

export function useResults(id: string | undefined) {
  return useQuery({
    queryKey: resultsKey(id ?? ''),
    queryFn: () => collegeRequest<ResultsReply>(`${BASE}/assessments/${id}/results`).then((r) => r.results),
    enabled: Boolean(id),
  });
}

export function useDecide(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecisionBody) =>
      collegeRequest<DecisionsReply>(`${BASE}/assessments/${id}/decisions`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resultsKey(id) }),
  });
}

export function usePublishResults(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      collegeRequest<MessageReply>(`${BASE}/assessments/${id}/results/publish`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentKey(id) }),
  });
}

export function exportResults(id: string, format: 'xlsx' | 'csv') {
  return collegeDownload(`${BASE}/assessments/${id}/results/export`, `results.${format}`, { format });
}

export function useAttemptReview(id: string | undefined) {
  return useQuery({
    queryKey: attemptKey(id ?? ''),
    queryFn: () => collegeRequest<AttemptReview>(`${BASE}/attempts/${id}`),
    enabled: Boolean(id),
  });
}

export function useGrade(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GradeBody) =>
      collegeRequest<GradeReply>(`${BASE}/attempts/${attemptId}/grade`, { method: 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: attemptKey(attemptId) });
      void queryClient.invalidateQueries({ queryKey: ['college', 'results'] });
    },
  });
}
