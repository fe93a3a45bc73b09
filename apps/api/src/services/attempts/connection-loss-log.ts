import { attemptSteps, attempts, type Db, type Tx } from '@placement/db';
import { currentOf } from '@placement/domain';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { boardChanged } from '../live/board-signals';
import { appendSteps, isOpen } from './attempt-rows';

/**
 * A lost connection is a proctoring event (`connection_lost`), counted in the attempt's risk summary like a tab
 * switch. The server logs the ones it judged itself: the attempt's page unheard for longer than
 * DISCONNECT_SECONDS, which the live board shows as Disconnected. Its step names when the silence began
 * (`silentSince`), which tells it from the page's own report.
 */
const serverLoss = and(
  eq(attemptSteps.kind, 'proctor'),
  sql`${attemptSteps.payload} ->> 'type' = 'connection_lost'`,
  sql`${attemptSteps.payload} ->> 'silentSince' is not null`,
);

/** Whether the server logged a loss of this attempt at or after `since`: a silence that began then is logged. */
async function lossLoggedSince(db: Db | Tx, attemptId: string, since: Date): Promise<boolean> {
  const [found] = await db
    .select({ seq: attemptSteps.seq })
    .from(attemptSteps)
    .where(and(eq(attemptSteps.attemptId, attemptId), serverLoss, gte(attemptSteps.at, since)))
    .limit(1);
  return found !== undefined;
}

/**
 * The attempt's page has not been heard since `silentSince` (epoch ms), longer than DISCONNECT_SECONDS, as of
 * `now`: logs the loss on the attempt, once per silence whichever process (the sweeper, or the page's return)
 * gets there first, and tells the board. Not while the invigilator holds the test paused, nor once the page
 * said it left (page_left is its own event). Returns whether it logged it.
 */
export async function logLostConnection(
  app: FastifyInstance,
  attemptId: string,
  studentId: string,
  silentSince: number,
  now: Date,
): Promise<boolean> {
  const { db } = app.deps;
  const since = new Date(silentSince);
  if (await lossLoggedSince(db, attemptId, since)) return false;
  const assessmentId = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(attempts).where(eq(attempts.id, attemptId)).for('update');
    if (!locked || locked.studentId !== studentId || !isOpen(locked)) return null;
    if (locked.pausedAt || locked.leftAt) return null;
    if (await lossLoggedSince(tx, attemptId, since)) return null;
    const silentSeconds = Math.round((now.getTime() - silentSince) / 1000);
    await appendSteps(
      tx,
      locked,
      [
        {
          kind: 'proctor',
          questionId: currentOf(locked.flow)?.questionId ?? null,
          payload: {
            type: 'connection_lost',
            detail: `Not heard from for ${silentSeconds} s`,
            silentSince: since.toISOString(),
          },
        },
      ],
      now,
    );
    return locked.assessmentId;
  });
  if (assessmentId === null) return false;
  boardChanged(app, assessmentId);
  return true;
}

/**
 * The page's own report of a loss (`connection_lost`, sent once it is back, with how long it was offline): the
 * seq of the loss the server already logged for the same silence, which the report then repeats, or null. A
 * logged loss is repeated by one report at most, so a second loss soon after is counted.
 */
export async function loggedLossRepeated(
  tx: Tx,
  attemptId: string,
  offlineSeconds: number,
  slackMs: number,
  now: Date,
): Promise<number | null> {
  const from = new Date(now.getTime() - offlineSeconds * 1000 - slackMs);
  const [found] = await tx
    .select({ seq: attemptSteps.seq })
    .from(attemptSteps)
    .where(
      and(
        eq(attemptSteps.attemptId, attemptId),
        serverLoss,
        gte(attemptSteps.at, from),
        sql`not exists (
          select 1 from attempt_steps report
          where report.attempt_id = ${attemptSteps.attemptId} and report.kind = 'proctor'
            and report.payload ->> 'sameAs' = ${attemptSteps.seq}::text
        )`,
      ),
    )
    .orderBy(desc(attemptSteps.seq))
    .limit(1);
  return found?.seq ?? null;
}
