import type { OverridesReply } from '@placement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collegeRequest } from '../../../lib/college/client';

const overridesKey = (id: string) => ['college', 'assessments', id, 'overrides'] as const;

export type OverrideInput = {
  studentIds?: string[];
  batch?: string;
  openAt?: string | null;
  closeAt?: string | null;
  extraAttempts?: number;
};

/** The students of a test with their own window or attempts (a slot of the drive). */
export function useOverrides(id: string) {
  return useQuery({
    queryKey: overridesKey(id),
    queryFn: () => collegeRequest<OverridesReply>(`/api/college/assessments/${id}/overrides`),
  });
}

export function useSetOverrides(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OverrideInput) =>
      collegeRequest<{ success: true; message: string; count: number }>(
        `/api/college/assessments/${id}/overrides`,
        { method: 'PUT', body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overridesKey(id) }),
  });
}

/** The student goes back to the test's own window. */
export function useClearOverride(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studentId: string) =>
      collegeRequest<{ success: true; message: string }>(
        `/api/college/assessments/${id}/overrides/${studentId}`,
        { method: 'DELETE' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overridesKey(id) }),
  });
}
