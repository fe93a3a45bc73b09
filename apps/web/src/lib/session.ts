import type { MeReply, SessionUser } from '@placement/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** What GET /api/student/me returns under `student`. */
export type Student = MeReply['student'];

export const meQueryKey = ['student', 'me'] as const;

export function getMe(): Promise<Student> {
  return apiRequest<MeReply>('/api/student/me').then((reply) => reply.student);
}

export function meQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: getMe, retry: false, staleTime: 60_000 });
}

/** SPEC §4: where a user goes once login or registration has answered. */
export function pathAfterAuth(user: SessionUser, loggedInPath: string): string {
  if (!user.secondFactorDone && user.authType === 'qr') return '/securityApp';
  if (!user.secondFactorDone && user.authType === 'otp') return '/secondFactor';
  return loggedInPath;
}

export function hasInviteLink(search: string): boolean {
  return new URLSearchParams(search).has('inviteLink');
}
