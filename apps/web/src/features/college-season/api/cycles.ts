import type {
  CycleBody,
  CycleEnrolmentsReply,
  CycleReply,
  CyclesReply,
  OfferPolicyBody,
} from '@placement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Static } from 'typebox';
import { collegeRequest } from '../../../lib/college/client';

/** The college's cycles and offer policies (/api/college/season/cycles). */

export const seasonKey = ['college', 'season'] as const;
const cyclesKey = [...seasonKey, 'cycles'] as const;

export function useCycles() {
  return useQuery({
    queryKey: cyclesKey,
    queryFn: () =>
      collegeRequest<Static<typeof CyclesReply>>('/api/college/season/cycles').then((r) => r.cycles),
  });
}

export function useOpenCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CycleBody) =>
      collegeRequest<Static<typeof CycleReply>>('/api/college/season/cycles', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cyclesKey }),
  });
}

export function useSavePolicy(cycleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferPolicyBody) =>
      collegeRequest<Static<typeof CycleReply>>(
        `/api/college/season/cycles/${encodeURIComponent(cycleId)}/policy`,
        { method: 'PUT', body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cyclesKey }),
  });
}

export function useEnrolments(cycleId: string) {
  return useQuery({
    queryKey: [...cyclesKey, cycleId, 'enrolments'],
    queryFn: () =>
      collegeRequest<Static<typeof CycleEnrolmentsReply>>(
        `/api/college/season/cycles/${encodeURIComponent(cycleId)}/enrolments`,
      ).then((r) => r.enrolments),
  });
}
