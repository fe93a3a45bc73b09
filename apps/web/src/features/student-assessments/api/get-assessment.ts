import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TestOverview } from './types';

export type TestDetail = {
  assessment: TestOverview;
  sender: { name: string; avatar: string | null };
  /** server time minus browser time when the reply arrived, so windows use the server's clock */
  clockOffsetMs: number;
};

export function getAssessment(id: string): Promise<TestDetail> {
  return apiRequest<Omit<TestDetail, 'clockOffsetMs'>>(`/api/student/test/${id}`).then((reply) => ({
    ...reply,
    clockOffsetMs: new Date(reply.assessment.serverTime).getTime() - Date.now(),
  }));
}

export function assessmentQueryOptions(id: string) {
  return queryOptions({ queryKey: ['tests', 'detail', id], queryFn: () => getAssessment(id) });
}
