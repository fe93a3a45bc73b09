import type { MessageReply, ResetPasswordBody } from '@placement/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type ResetPasswordInput = { token: string; body: ResetPasswordBody };

export function resetPassword({ token, body }: ResetPasswordInput): Promise<MessageReply> {
  return apiRequest<MessageReply>(`/api/student/password/reset/${encodeURIComponent(token)}`, {
    method: 'PUT',
    body,
    auth: false,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
