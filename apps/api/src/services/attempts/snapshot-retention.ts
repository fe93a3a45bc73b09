import { attempts, screenshots } from '@placement/db';
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

const DAY_MS = 24 * 3600_000;

/**
 * Removes proctoring snapshots SNAPSHOT_RETENTION_DAYS after their attempt ended (or, for the few older rows
 * without an attempt, after they were taken): rows first, then the stored bytes. The attempt's log keeps its
 * screenshot steps, which then show no picture. A batch per call keeps each sweep short.
 */
export async function sweepOldSnapshots(app: FastifyInstance, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - app.deps.config.snapshotRetentionDays * DAY_MS);
  const { db } = app.deps;
  const due = db
    .select({ id: screenshots.id })
    .from(screenshots)
    .leftJoin(attempts, eq(attempts.id, screenshots.attemptId))
    .where(
      and(lt(screenshots.createdAt, cutoff), or(isNull(screenshots.attemptId), lt(attempts.endedAt, cutoff))),
    )
    .limit(500);
  const removed = await db
    .delete(screenshots)
    .where(inArray(screenshots.id, due))
    .returning({ storageKey: screenshots.storageKey });
  for (const { storageKey } of removed) {
    await app.deps.storage.remove(storageKey).catch((error: unknown) => {
      app.log.warn({ err: error, storageKey }, 'could not remove an old snapshot');
    });
  }
  return removed.length;
}
