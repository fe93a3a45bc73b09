import { messages } from '@placement/contract';
import type { FastifyInstance } from 'fastify';
import { tooMany } from '../../../lib/http-error';
import { hit, type Limit } from '../../../lib/throttle';

/**
 * Limits on sign-in machinery. Guesses at an account are counted per account and address together, so a
 * stranger elsewhere cannot lock a student out; every address also has a ceiling of its own, sized for
 * the many students a campus puts behind one address.
 */
export const limits = {
  loginPerAccountIp: { max: 10, windowMs: 15 * 60_000 },
  loginPerIp: { max: 50, windowMs: 15 * 60_000 },
  /** old-password guesses on a password change, per signed-in account */
  passwordChangePerAccount: { max: 10, windowMs: 15 * 60_000 },
  secondFactorPerAccount: { max: 10, windowMs: 15 * 60_000 },
  secondFactorPerIp: { max: 50, windowMs: 15 * 60_000 },
  forgotPerAccount: { max: 3, windowMs: 60 * 60_000 },
  forgotPerIp: { max: 20, windowMs: 60 * 60_000 },
  otpSendPerAccount: { max: 5, windowMs: 60 * 60_000 },
  /** independent registration, open to anyone: as tight as an organisation's sign-up */
  registerPerIp: { max: 10, windowMs: 60 * 60_000 },
  /** tries at one invite link (each one an address probed and a password hashed) */
  registerPerInvite: { max: 5, windowMs: 60 * 60_000 },
  /** invite registrations from one address: a whole class may register from one campus address */
  registerInvitePerIp: { max: 100, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

/** Throttle keys: `door` names the machinery (login, forgot, ...), so each door counts apart. */
export const throttleKeys = {
  accountAtIp: (door: string, account: string, ip: string) => `${door}:account-ip:${account}|${ip}`,
  account: (door: string, account: string) => `${door}:account:${account}`,
  ip: (door: string, ip: string) => `${door}:ip:${ip}`,
  link: (door: string, linkHash: string) => `${door}:link:${linkHash}`,
};

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
