import { messages, TAB_CODES, type TabHeaders } from '@placement/contract';
import { attempts } from '@placement/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { type AttemptHead, type AttemptRow, appendSteps } from './attempt-rows';

/**
 * One tab holds an attempt (#28 item 5). The test screen names its page instance (`x-test-tab`); the attempt
 * keeps the tab that holds it (attempts.holder_tab). A call without a tab id (an API client) is not held to a
 * tab: the hold keeps a student's own tabs apart, it is not an access rule (owning the attempt is).
 */
export type TabClaim = { tabId: string | undefined; takeOver: boolean };

export const tabClaimOf = (headers: TabHeaders): TabClaim => ({
  tabId: headers['x-test-tab'],
  takeOver: headers['x-test-tab-take-over'] === '1',
});

/** Refuses (409 TAB_NOT_HOLDER) an answer, event or end from a tab that no longer holds the attempt. */
export function assertHolds(attempt: AttemptHead, tabId: string | undefined): void {
  if (!tabId || !attempt.holderTab || attempt.holderTab === tabId) return;
  throw new HttpError(409, messages.tabNotHolder, TAB_CODES.notHolder);
}

/**
 * Makes `claim`'s tab the holder of the open attempt when it may be: nobody holds it, it already does (a
 * reload), the holder's page went away (page_left: the tab was closed), or the student chose "Continue here".
 * Otherwise 409 TEST_OPEN_ELSEWHERE, and the attempt is left as it is. A take-over goes on the attempt's log.
 */
export async function claimTab(
  app: FastifyInstance,
  attempt: AttemptRow,
  claim: TabClaim,
  now: Date,
): Promise<AttemptRow> {
  const { tabId } = claim;
  if (!tabId || attempt.holderTab === tabId) return attempt;
  const held = attempt.holderTab !== null && attempt.leftAt === null;
  if (held && !claim.takeOver) {
    throw new HttpError(409, messages.testOpenElsewhere, TAB_CODES.openElsewhere);
  }
  return app.deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(attempts)
      .set({ holderTab: tabId })
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
