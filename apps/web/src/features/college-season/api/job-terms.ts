import type {
  EligibilityOverrideBody,
  JobLogReply,
  JobTermsBody,
  JobTermsOfJobReply,
  JobTermsReply,
  MessageReply,
} from '@placement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Static } from 'typebox';
import { collegeRequest } from '../../../lib/college/client';
import { seasonKey } from './cycles';

/** A job's terms and rules at the college, inclusions and exclusions, and its log (/api/college/season/jobs). */

const jobKey = (jobId: string) => [...seasonKey, 'jobs', jobId] as const;
const jobPath = (jobId: string) => `/api/college/season/jobs/${encodeURIComponent(jobId)}`;

export function useJobTerms(jobId: string) {
  return useQuery({
    queryKey: [...jobKey(jobId), 'terms'],
    queryFn: () =>
      collegeRequest<Static<typeof JobTermsOfJobReply>>(`${jobPath(jobId)}/terms`).then((r) => r.terms),
    enabled: Boolean(jobId),
  });
}

export function useSetJobTerms(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JobTermsBody) =>
      collegeRequest<Static<typeof JobTermsReply>>(`${jobPath(jobId)}/terms`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKey(jobId) }),
  });
}

export function useJobLog(jobId: string) {
  return useQuery({
    queryKey: [...jobKey(jobId), 'log'],
    queryFn: () => collegeRequest<Static<typeof JobLogReply>>(`${jobPath(jobId)}/log`).then((r) => r.entries),
    enabled: Boolean(jobId),
  });
}

export function useSetEligibility(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, ...body }: Static<typeof EligibilityOverrideBody> & { studentId: string }) =>
      collegeRequest<Static<typeof MessageReply>>(
        `${jobPath(jobId)}/students/${encodeURIComponent(studentId)}/eligibility`,
        { method: 'PUT', body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKey(jobId) }),
  });
}
