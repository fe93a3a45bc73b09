import type {
  AcademicFactsBody,
  AcademicRecordReply,
  EnrolmentBody,
  StudentCycleReply,
  StudentCyclesReply,
} from '@placement/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Static } from 'typebox';
import { apiRequest } from '../../../lib/api-client';

/** The student's academic record and cycles (/api/student/season). */

const seasonKey = ['season'] as const;

export function recordQueryOptions() {
  return queryOptions({
    queryKey: [...seasonKey, 'record'],
    queryFn: () =>
      apiRequest<Static<typeof AcademicRecordReply>>('/api/student/season/record').then((r) => r.record),
  });
}

export function useEditRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (facts: AcademicFactsBody) =>
      apiRequest<Static<typeof AcademicRecordReply>>('/api/student/season/record', {
        method: 'PATCH',
        body: facts,
      }),
    onSuccess: (reply) => {
      queryClient.setQueryData([...seasonKey, 'record'], reply.record);
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
    },
  });
}

export function cyclesQueryOptions() {
  return queryOptions({
    queryKey: [...seasonKey, 'cycles'],
    queryFn: () =>
      apiRequest<Static<typeof StudentCyclesReply>>('/api/student/season/cycles').then((r) => r.cycles),
  });
}

export function useEnrol(cycleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EnrolmentBody) =>
      apiRequest<Static<typeof StudentCycleReply>>(
        `/api/student/season/cycles/${encodeURIComponent(cycleId)}/enrolment`,
        { method: 'PUT', body },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...seasonKey, 'cycles'] });
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
    },
  });
}
