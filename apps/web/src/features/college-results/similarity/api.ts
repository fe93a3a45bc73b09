import type {
  SimilarityPairReply,
  SimilarityReply,
  SimilarityRun,
  SimilarityStartReply,
} from '@placement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collegeRequest } from '../../../lib/college/client';

const base = (assessmentId: string) => `/api/college/assessments/${assessmentId}/similarity`;
const overviewKey = (assessmentId: string) => ['college', 'similarity', assessmentId] as const;

const working = (run: SimilarityRun | undefined) => run?.status === 'queued' || run?.status === 'running';

/** The check's state and the pairs at or above the threshold; asks again every 2 s while the check runs. */
export function useSimilarity(assessmentId: string, threshold: number) {
  return useQuery({
    queryKey: [...overviewKey(assessmentId), threshold],
    queryFn: () => collegeRequest<SimilarityReply>(`${base(assessmentId)}?threshold=${threshold}`),
    refetchInterval: (query) => (working(query.state.data?.run) ? 2000 : false),
  });
}

export function useStartSimilarity(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => collegeRequest<SimilarityStartReply>(base(assessmentId), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overviewKey(assessmentId) }),
  });
}

export function useSimilarityPair(assessmentId: string, pairId: string | null) {
  return useQuery({
    queryKey: ['college', 'similarity-pair', assessmentId, pairId],
    queryFn: () =>
      collegeRequest<SimilarityPairReply>(`${base(assessmentId)}/pairs/${pairId}`).then((r) => r.pair),
    enabled: Boolean(pairId),
  });
}
