import type {
  DecisionBody,
  DecisionsReply,
  GradeBody,
  GradeReply,
  MessageReply,
  ResultsReply,
} from '@placement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assessmentKey } from '../../../lib/college/assessments';
import { collegeClient, collegeDownload, collegeRequest } from '../../../lib/college/client';
import type { AttemptReview } from './types';

/** An assessment's results, decisions and release, and one attempt's review and grading. */

const BASE = '/api/college';
const resultsKey = (id: string) => ['college', 'results', id] as const;
const attemptKey = (id: string) => ['college', 'attempt', id] as const;

export { useAssessment, useAssessments } from '../../../lib/college/assessments';

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

/**
 * Every report of the assessment as one zip, read as it streams so `onProgress` can say how many of the
 * `x-report-count` reports have arrived; the browser saves it at the end.
 */
export async function downloadAllReports(
  id: string,
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
) {
  const response = await collegeClient.open(`${BASE}/assessments/${id}/reports/zip`, undefined, signal);
  const total = Number(response.headers.get('x-report-count') ?? 0);
  const { zipEntryCounter } = await import('../utils/zip-entries');
  const count = zipEntryCounter();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let done = 0;
  onProgress(0, total);
  const reader = (response.body as ReadableStream<Uint8Array<ArrayBuffer>>).getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    chunks.push(next.value);
    done = Math.min(total, done + count(next.value));
    onProgress(done, total);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const { saveBlob } = await import('../../../lib/api-transfers');
  saveBlob(new Blob(chunks, { type: 'application/zip' }), name ?? 'reports.zip');
}
