import type { ItemAnalysisReply, RegradeReply } from '@placement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collegeRequest } from '../../../lib/college/client';

/** An assessment's item analysis, and the regrade of a question whose key was corrected. */

const analysisKey = (id: string, attempts: 'first' | 'all') =>
  ['college', 'item-analysis', id, attempts] as const;

export function useItemAnalysis(id: string, attempts: 'first' | 'all') {
  return useQuery({
    queryKey: analysisKey(id, attempts),
    queryFn: () =>
      collegeRequest<ItemAnalysisReply>(`/api/college/assessments/${id}/item-analysis?attempts=${attempts}`),
    enabled: Boolean(id),
  });
}

export function useRegrade(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: string) =>
      collegeRequest<RegradeReply>(`/api/college/assessments/${id}/questions/${questionId}/regrade`, {
        method: 'POST',
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['college', 'item-analysis', id] }),
        queryClient.invalidateQueries({ queryKey: ['college', 'results', id] }),
      ]),
  });
}
