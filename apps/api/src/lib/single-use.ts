import { and, type Column, gt, isNull } from 'drizzle-orm';

/** A single-use code, token or link that still works: not used yet and not expired. */
export const stillUsable = (table: { usedAt: Column; expiresAt: Column }, now = new Date()) =>
  and(isNull(table.usedAt), gt(table.expiresAt, now));
