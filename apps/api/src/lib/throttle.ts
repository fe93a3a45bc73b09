import { type Db, throttles } from '@placement/db';
import { and, gt, inArray, sql } from 'drizzle-orm';

export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Counts a hit against `key` in a fixed window kept in the database, so every API process shares it.
 * Returns the count in the window, this hit included, and the seconds until the window ends.
 */
export async function tally(
  db: Db,
  key: string,
  limit: Limit,
  now = new Date(),
): Promise<{ count: number; secondsLeft: number }> {
  const resetAt = new Date(now.getTime() + limit.windowMs);
  const [row] = await db
    .insert(throttles)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        count: sql`case when ${throttles.resetAt} <= ${now} then 1 else ${throttles.count} + 1 end`,
        resetAt: sql`case when ${throttles.resetAt} <= ${now} then ${resetAt} else ${throttles.resetAt} end`,
      },
    })
    .returning();
  if (!row) return { count: 1, secondsLeft: Math.ceil(limit.windowMs / 1000) };
  return {
    count: row.count,
    secondsLeft: Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000)),
  };
}

/** Counts a hit against `key`; returns the seconds to wait when the limit is exceeded, else 0. */
export async function hit(db: Db, key: string, limit: Limit, now = new Date()): Promise<number> {
  const { count, secondsLeft } = await tally(db, key, limit, now);
  return count <= limit.max ? 0 : secondsLeft;
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(throttles).where(sql`${throttles.key} = ${key}`);
}

/**
 * Gives back one hit against each of `keys` (an attempt that succeeded), in the window it was counted in;
 * the `reset` ones start again from nothing.
 */
export async function refund(db: Db, keys: string[], reset: string[] = [], now = new Date()): Promise<void> {
  if (keys.length === 0) return;
  const toReset = reset.length > 0 ? inArray(throttles.key, reset) : sql`false`;
  await db
    .update(throttles)
    .set({ count: sql`case when ${toReset} then 0 else greatest(${throttles.count} - 1, 0) end` })
    .where(and(inArray(throttles.key, keys), gt(throttles.resetAt, now)));
}
