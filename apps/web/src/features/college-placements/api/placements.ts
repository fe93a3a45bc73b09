import type { MessageReply, PlacedStudentsReply, PlacementBody, PlacementReply } from '@placement/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collegeRequest } from '../../../lib/college/client';
import { portalKey as key } from '../../../lib/college/dashboard';

/** The college's placements (/api/college/placements). */

export function usePlacements(skip = 0, limit = 50) {
  return useQuery({
    queryKey: [...key, 'placements', skip, limit],
    queryFn: () =>
      collegeRequest<PlacedStudentsReply>('/api/college/placements', {
        query: { skip, limit },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRecordPlacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlacementBody) =>
      collegeRequest<PlacementReply>('/api/college/placements', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useDeletePlacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      collegeRequest<MessageReply>(`/api/college/placements/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
