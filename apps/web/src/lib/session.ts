import type { MeReply, SessionUser } from '@placement/contract';
import { apiRequest } from './api-client';

/** What GET /api/student/me returns under `student`. */
export type Student = MeReply['student'];

export const meQueryKey = ['student', 'me'] as const;

export function getMe(): Promise<Student> {
  return apiRequest<MeReply>('/api/student/me').then((reply) => reply.student);
}

let forgetSession: (() => void) | null = null;

/**
 * The query cache (lib/query-provider.tsx, loaded with the first screen that reads through it) says how it
 * forgets the session it holds. This module stays free of the query library: the login page imports it.
 */
export function onSessionStarted(forget: () => void): void {
  forgetSession = forget;
}

/** A new sign-in: the session cached for the last one (a refused /me, say) is read again. */
export function sessionStarted(): void {
  forgetSession?.();
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
