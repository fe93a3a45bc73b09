import { messages, TAB_CODES, type TabHeaders } from '@placement/contract';
import { attempts } from '@placement/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describeDevice } from '../../lib/device';
import { HttpError } from '../../lib/http-error';
import { type AttemptHead, type AttemptRow, appendSteps } from './attempt-rows';

/**
 * One tab holds an attempt (#28 item 5). The test screen names its page instance (`x-test-tab`); the attempt
 * keeps the tab that holds it (attempts.holder_tab). A call without a tab id (an API client) is not held to a
 * tab: the hold keeps a student's own tabs apart, it is not an access rule (owning the attempt is).
 */
export type TabClaim = {
  tabId: string | undefined;
  takeOver: boolean;
  /** the claiming tab's browser in words (lib/device.ts), told to a tab or device that finds the attempt held */
  device: string | null;
};

export const tabClaimOf = (headers: TabHeaders, userAgent: string | undefined): TabClaim => ({
  tabId: headers['x-test-tab'],
  takeOver: headers['x-test-tab-take-over'] === '1',
  // without a user-agent the message names no browser rather than an 'Unknown device'
  device: userAgent ? describeDevice(userAgent) : null,
});

/**
 * Where the attempt is held, for the tab refused it: the holder's browser and how long ago its page was last
 * heard (`lastHeard`, presence), else since it took the attempt. A student back on a new device learns where
 * the test was left open, not of a tab they cannot find.
 */
function heldElsewhere(attempt: AttemptRow, lastHeard: number | null, now: Date): HttpError {
  const since = lastHeard ?? attempt.heldAt?.getTime() ?? null;
  const message =
    since === null
      ? messages.testOpenElsewhere
      : messages.testLastOpen(attempt.holderDevice, Math.max(0, Math.round((now.getTime() - since) / 1000)));
  return new HttpError(409, message, TAB_CODES.openElsewhere);
}

/** Refuses (409 TAB_NOT_HOLDER) an answer, event or end from a tab that no longer holds the attempt. */
export function assertHolds(attempt: AttemptHead, tabId: string | undefined): void {
  if (!tabId || !attempt.holderTab || attempt.holderTab === tabId) return;
  throw new HttpError(409, messages.tabNotHolder, TAB_CODES.notHolder);
}

/**
 * Makes `claim`'s tab the holder of the open attempt when it may be: nobody holds it, it already does (a
 * reload), the holder's page went away (page_left: the tab was closed), or the student chose "Continue here".
 * Otherwise 409 TEST_OPEN_ELSEWHERE saying where it was last open, and the attempt is left as it is. A
 * take-over goes on the attempt's log; the holder's browser and when it took the attempt are kept.
 */
export async function claimTab(
  app: FastifyInstance,
  attempt: AttemptRow,
  claim: TabClaim,
  now: Date,
  /** when the attempt's page was last heard before this request (the request itself is heard too) */
  lastHeard: number | null = null,
): Promise<AttemptRow> {
  const { tabId } = claim;
  if (!tabId || attempt.holderTab === tabId) return attempt;
  const held = attempt.holderTab !== null && attempt.leftAt === null;
  if (held && !claim.takeOver) throw heldElsewhere(attempt, lastHeard, now);
  return app.deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(attempts)
      .set({ holderTab: tabId, holderDevice: claim.device, heldAt: now })
      .where(and(eq(attempts.id, attempt.id), eq(attempts.status, 'in_progress')))
      .returning();
    if (!claimed) return attempt;
    if (!held) return claimed;
    return appendSteps(
      tx,
      claimed,
      [{ kind: 'proctor', payload: { type: 'tab_taken_over', detail: 'Continued in another tab' } }],
      now,
    );
  });
}
