import type {
  AssignInvigilatorBody,
  InvigilatorInviteBody,
  InvigilatorReply,
  InvigilatorsReply,
  MessageReply,
} from '@placement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collegeRequest } from '../../../lib/college/client';

/** The college's invigilators and their tests (/api/college/invigilators). */

const key = ['college', 'invigilators'] as const;

export function useInvigilators() {
  return useQuery({
    queryKey: key,
    queryFn: () => collegeRequest<InvigilatorsReply>('/api/college/invigilators').then((r) => r.invigilators),
  });
}

export function useInviteInvigilator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvigilatorInviteBody) =>
      collegeRequest<InvigilatorReply>('/api/college/invigilators', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useRemoveInvigilator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      collegeRequest<MessageReply>(`/api/college/invigilators/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useResendInvitation() {
  return useMutation({
    mutationFn: (id: string) =>
      collegeRequest<MessageReply>(`/api/college/invigilators/${encodeURIComponent(id)}/invitation`, {
        method: 'POST',
      }),
  });
}

type Assignment = { assessmentId: string; invigilatorId: string };

export function useAssignInvigilator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ assessmentId, invigilatorId, ...body }: Assignment & AssignInvigilatorBody) =>
      collegeRequest<MessageReply>(
        `/api/college/assessments/${encodeURIComponent(assessmentId)}/invigilators/${encodeURIComponent(invigilatorId)}`,
        { method: 'PUT', body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useUnassignInvigilator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ assessmentId, invigilatorId }: Assignment) =>
      collegeRequest<MessageReply>(
        `/api/college/assessments/${encodeURIComponent(assessmentId)}/invigilators/${encodeURIComponent(invigilatorId)}`,
        { method: 'DELETE' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
