import type { AuthReply, InviteQuery, RegisterBody } from '@placement/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type RegisterInput = { body: RegisterBody; invite: InviteQuery | null };

/** With an invite: POST /register?CollegeId&inviteLink; without: the independent-student route. */
export function register({ body, invite }: RegisterInput): Promise<AuthReply> {
  if (invite) {
    return apiRequest<AuthReply>('/api/student/register', {
      method: 'POST',
      body,
      query: invite,
      auth: false,
    });
  }
  return apiRequest<AuthReply>('/api/student/internx-student-register', {
    method: 'POST',
    body,
    auth: false,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
