import type { MessageReply, ResetPasswordBody } from '@placement/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { studentPortal } from '../portal';

export type ResetPasswordInput = { token: string; body: ResetPasswordBody; api?: string };

export function resetPassword({
  token,
  body,
  api = studentPortal.api,
}: ResetPasswordInput): Promise<MessageReply> {
  return apiRequest<MessageReply>(`${api}/password/reset/${encodeURIComponent(token)}`, {
    method: 'PUT',
    body,
    auth: false,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
