import type { AuthReply, LoginBody } from '@placement/contract';
import { apiRequest } from '../../../lib/api-client';
import { useRequest } from '../../../lib/use-request';

export function login(body: LoginBody): Promise<AuthReply> {
  return apiRequest<AuthReply>('/api/student/login', { method: 'POST', body, auth: false });
}

/** Without the query library: the login page paints before it loads. */
export function useLogin() {
  return useRequest(login);
}
