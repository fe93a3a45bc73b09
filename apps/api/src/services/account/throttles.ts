import { messages } from '@placement/contract';
import type { FastifyInstance } from 'fastify';
import { tooMany } from '../../lib/http-error';
import { hit, type Limit, refund } from '../../lib/throttle';

/**
 * Limits on sign-in machinery, as configured (`throttleSettings` in config.ts names them and their
 * variables). Guesses at an account are counted per account and address together, so a stranger elsewhere
 * cannot lock a student out; every address also has a ceiling of failures of its own.
 */
export const limits = (app: FastifyInstance) => app.deps.config.throttles;

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

/**
 * Runs `attempt` counted as a failure against each key unless it succeeds. The count is taken before the
 * attempt, so guesses sent in parallel cannot slip past a limit, and given back when the attempt succeeds;
 * the `resetOnSuccess` keys (an account's failures) then start again from nothing.
 */
export async function countFailures<T>(
  app: FastifyInstance,
  checks: [key: string, limit: Limit][],
  attempt: () => Promise<T>,
  resetOnSuccess: string[] = [],
): Promise<T> {
  await throttle(app, checks);
  const result = await attempt();
  await refund(
    app.deps.db,
    checks.map(([key]) => key),
    resetOnSuccess,
  );
  return result;
}
