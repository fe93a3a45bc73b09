import type { AuthReply, LoginBody } from '@placement/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function login(body: LoginBody): Promise<AuthReply> {
  return apiRequest<AuthReply>('/api/student/login', { method: 'POST', body, auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
