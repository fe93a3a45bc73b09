import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AssessmentOverview } from './types';

export type AssessmentDetail = {
  assessment: AssessmentOverview;
  sender: { name: string; avatar: string | null };
  /** server time minus browser time when the reply arrived, so windows use the server's clock */
  clockOffsetMs: number;
};

export function getAssessment(id: string): Promise<AssessmentDetail> {
  return apiRequest<Omit<AssessmentDetail, 'clockOffsetMs'>>(`/api/student/test/${id}`).then((reply) => ({
    ...reply,
    clockOffsetMs: new Date(reply.assessment.serverTime).getTime() - Date.now(),
  }));
}

export function assessmentQueryOptions(id: string) {
  return queryOptions({ queryKey: ['assessments', 'detail', id], queryFn: () => getAssessment(id) });
}
