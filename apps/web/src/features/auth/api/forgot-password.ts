import type { MessageReply } from '@placement/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function requestPasswordReset(email: string): Promise<MessageReply> {
  return apiRequest<MessageReply>('/api/student/password/forgotpassword', {
    method: 'POST',
    body: { email },
    auth: false,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
