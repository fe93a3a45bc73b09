import type { AssessmentReply, AssessmentsReply } from '@placement/contract';
import { useQuery } from '@tanstack/react-query';
import { collegeRequest } from './client';

/** The assessment reads that the assessments and the results screens both show (one cache key for both). */

export const assessmentsKey = ['college', 'assessments'] as const;
export const assessmentKey = (id: string) => ['college', 'assessments', id] as const;

export function useAssessments() {
  return useQuery({
    queryKey: assessmentsKey,
    queryFn: () => collegeRequest<AssessmentsReply>('/api/college/assessments').then((r) => r.assessments),
  });
}

export function useAssessment(id: string | undefined) {
  return useQuery({
    queryKey: assessmentKey(id ?? ''),
    queryFn: () =>
      collegeRequest<AssessmentReply>(`/api/college/assessments/${id}`).then((r) => r.assessment),
    enabled: Boolean(id),
  });
}
