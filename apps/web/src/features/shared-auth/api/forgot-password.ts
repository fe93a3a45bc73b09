import type { MessageReply } from '@placement/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { studentPortal } from '../portal';

export function requestPasswordReset(email: string, api = studentPortal.api): Promise<MessageReply> {
  return apiRequest<MessageReply>(`${api}/password/forgotpassword`, {
    method: 'POST',
    body: { email },
    auth: false,
  });
}

export function useForgotPassword(portal = studentPortal) {
  return useMutation({ mutationFn: (email: string) => requestPasswordReset(email, portal.api) });
}
