import type { MessageReply } from '@placement/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function sendOtp(): Promise<MessageReply> {
  return apiRequest<MessageReply>('/api/student/otp/send', { method: 'POST' });
}

export function verifyOtp(code: string): Promise<MessageReply> {
  return apiRequest<MessageReply>('/api/student/otp/verify', { method: 'POST', body: { code } });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
