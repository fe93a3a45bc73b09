import { messages } from '@placement/contract';
import type { FastifyInstance } from 'fastify';
import { tooMany } from '../lib/http-error';
import { hit, type Limit } from '../lib/throttle';

/** Limits on sign-in machinery, per account and per IP. */
export const limits = {
  loginPerAccount: { max: 10, windowMs: 15 * 60_000 },
  loginPerIp: { max: 50, windowMs: 15 * 60_000 },
  secondFactorPerAccount: { max: 10, windowMs: 15 * 60_000 },
  secondFactorPerIp: { max: 50, windowMs: 15 * 60_000 },
  forgotPerAccount: { max: 3, windowMs: 60 * 60_000 },
  forgotPerIp: { max: 20, windowMs: 60 * 60_000 },
  otpSendPerAccount: { max: 5, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

/** Counts one attempt against each key; throws 429 with the wait when any is over its limit. */
export async function throttle(app: FastifyInstance, checks: [key: string, limit: Limit][]): Promise<void> {
  let wait = 0;
  for (const [key, limit] of checks) wait = Math.max(wait, await hit(app.deps.db, key, limit));
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    throw tooMany(
      `${messages.tooManyAttempts.replace('later', `in ${minutes} minute${minutes === 1 ? '' : 's'}`)}`,
      wait,
    );
  }
}
