import type { MeReply, SessionUser } from '@placement/contract';
import { apiRequest, getToken } from './api-client';

/** What GET /api/student/me returns under `student`. */
export type Student = MeReply['student'];

export const meQueryKey = ['student', 'me'] as const;

function fetchMe(): Promise<Student> {
  return apiRequest<MeReply>('/api/student/me').then((reply) => reply.student);
}

/** How long a session check started with the page stays the answer for the first read. */
const EARLY_CHECK_MS = 10_000;
let early: { token: string; reply: Promise<Student>; at: number } | null = null;

/**
 * A page loaded with a stored token asks GET /api/student/me at once, while the query library's chunk is still on
 * its way (the login page paints without it): the session check's first read takes this answer instead of
 * asking again, if it is for the same token and recent.
 */
export function startSessionCheck(): void {
  const token = getToken();
  if (!token) return;
  const reply = fetchMe();
  // read, or dropped, later: a refusal here is the session check's to report
  reply.catch(() => undefined);
  early = { token, reply, at: Date.now() };
}

export function getMe(): Promise<Student> {
  const started = early;
  early = null;
  if (started && started.token === getToken() && Date.now() - started.at < EARLY_CHECK_MS)
    return started.reply;
  return fetchMe();
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
