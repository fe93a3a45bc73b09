import type { MessageReply, QrReply } from '@placement/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function getAuthenticatorQr(): Promise<QrReply> {
  return apiRequest<QrReply>('/api/student/qr');
}

export function authenticatorQrQueryOptions() {
  // The secret is shown once; never serve it from a stale cache or refetch it behind the user's back.
  return queryOptions({
    queryKey: ['student', 'qr'],
    queryFn: getAuthenticatorQr,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAuthenticatorQr(enabled: boolean) {
  return useQuery({ ...authenticatorQrQueryOptions(), enabled });
}

export type VerifyAuthenticatorInput = { secret: QrReply['secret'] | undefined; token: string };

export function verifyAuthenticator({ secret, token }: VerifyAuthenticatorInput): Promise<MessageReply> {
  return apiRequest<MessageReply>('/api/student/qr', {
    method: 'POST',
    body: { secret: secret ?? undefined, token },
  });
}

export function useVerifyAuthenticator() {
  return useMutation({ mutationFn: verifyAuthenticator });
}
