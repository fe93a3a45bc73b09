import { createHmac, timingSafeEqual } from 'node:crypto';
import { shareLinkWords } from '@placement/contract';
import { assessments, attempts, newId, reportShareLinks, reportShareOpenings, users } from '@placement/db';
import { and, count, desc, eq, isNull, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../../lib/http-error';
import { appendSteps, notArchived } from '../../attempts/attempt-rows';

/**
 * A share link opens one attempt's recruiter copy without an account. Its token is the link's id and an HMAC of
 * it under the app's secret: an altered token fails the HMAC before the database is asked. The row says when it
 * expires and whether the college revoked it; every opening is recorded. Creating and revoking a link are staff
 * actions on the attempt, so both go on its log.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
type LinkRow = typeof reportShareLinks.$inferSelect;

const macOf = (app: FastifyInstance, id: string) =>
  createHmac('sha256', app.deps.config.jwtSecret).update(`report-share:${id}`).digest('base64url');

const tokenOf = (app: FastifyInstance, id: string) => `${id}.${macOf(app, id)}`;

const urlOf = (app: FastifyInstance, id: string) =>
  `${app.deps.config.publicUrl}/shared/reports/${tokenOf(app, id)}`;

async function ownLiveAttempt(app: FastifyInstance, collegeId: string, attemptId: string) {
  const [row] = await app.deps.db
    .select({ attempt: attempts })
    .from(attempts)
    .innerJoin(assessments, eq(assessments.id, attempts.assessmentId))
    .where(and(eq(attempts.id, attemptId), eq(assessments.collegeId, collegeId), notArchived));
  if (!row) throw notFound('Attempt not found');
  if (row.attempt.status === 'in_progress') throw new HttpError(409, 'The attempt has not ended yet');
  return row.attempt;
}

async function presentLinks(app: FastifyInstance, rows: LinkRow[]) {
  const { db } = app.deps;
  return Promise.all(
    rows.map(async (row) => {
      const [opened] = await db
        .select({ n: count(), last: max(reportShareOpenings.openedAt) })
        .from(reportShareOpenings)
        .where(eq(reportShareOpenings.linkId, row.id));
      return {
        _id: row.id,
        url: urlOf(app, row.id),
        createdAt: row.createdAt.toISOString(),
        createdBy: row.createdByName,
        expiresAt: row.expiresAt.toISOString(),
        revokedAt: row.revokedAt?.toISOString() ?? null,
        openings: opened?.n ?? 0,
        lastOpenedAt: opened?.last ? new Date(opened.last).toISOString() : null,
      };
    }),
  );
}

export async function shareLinksOf(app: FastifyInstance, collegeId: string, attemptId: string) {
  await ownLiveAttempt(app, collegeId, attemptId);
  const rows = await app.deps.db
    .select()
    .from(reportShareLinks)
    .where(eq(reportShareLinks.attemptId, attemptId))
    .orderBy(desc(reportShareLinks.createdAt));
  return presentLinks(app, rows);
}

export async function createShareLink(
  app: FastifyInstance,
  staff: { userId: string; collegeId: string },
  attemptId: string,
  days: number,
) {
  const attempt = await ownLiveAttempt(app, staff.collegeId, attemptId);
  const now = new Date();
  const { db } = app.deps;
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, staff.userId));
  const row = await db.transaction(async (tx) => {
    const [link] = await tx
      .insert(reportShareLinks)
      .values({
        id: newId(),
        attemptId,
        assessmentId: attempt.assessmentId,
        createdBy: staff.userId,
        createdByName: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(),
        expiresAt: new Date(now.getTime() + days * DAY_MS),
        createdAt: now,
      })
      .returning();
    if (!link) throw new Error('share link not stored');
    await appendSteps(
      tx,
      attempt,
      [{ kind: 'report_shared', payload: { by: staff.userId, link: link.id, days } }],
      now,
    );
    return link;
  });
  const [presented] = await presentLinks(app, [row]);
  return presented as NonNullable<typeof presented>;
}

export async function revokeShareLink(
  app: FastifyInstance,
  staff: { userId: string; collegeId: string },
  id: string,
) {
  const { db } = app.deps;
  const [link] = await db
    .select({ link: reportShareLinks })
    .from(reportShareLinks)
    .innerJoin(assessments, eq(assessments.id, reportShareLinks.assessmentId))
    .where(and(eq(reportShareLinks.id, id), eq(assessments.collegeId, staff.collegeId)));
  if (!link) throw notFound('Share link not found');
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(reportShareLinks)
      .set({ revokedAt: now })
      .where(and(eq(reportShareLinks.id, id), isNull(reportShareLinks.revokedAt)))
      .returning();
    if (!revoked) return link.link;
    const [attempt] = await tx
      .select()
      .from(attempts)
      .where(eq(attempts.id, revoked.attemptId))
      .for('update');
    if (attempt) {
      await appendSteps(
        tx,
        attempt,
        [{ kind: 'report_share_revoked', payload: { by: staff.userId, link: id } }],
        now,
      );
    }
    return revoked;
  });
  const [presented] = await presentLinks(app, [row]);
  return presented as NonNullable<typeof presented>;
}

/** The link a token names, if it is genuine, unexpired and not revoked; a 404 or 410 in words otherwise. */
export async function openShareLink(
  app: FastifyInstance,
  token: string,
  opening: { format: 'page' | 'pdf'; ip: string; userAgent: string },
): Promise<LinkRow> {
  // exactly the id and its HMAC: anything after them makes it another token
  const [id = '', mac = '', ...rest] = token.split('.');
  if (rest.length > 0) throw notFound(shareLinkWords.invalid);
  const expected = Buffer.from(macOf(app, id));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw notFound(shareLinkWords.invalid);
  }
  const { db } = app.deps;
  const [link] = await db.select().from(reportShareLinks).where(eq(reportShareLinks.id, id));
  if (!link) throw notFound(shareLinkWords.invalid);
  if (link.revokedAt) throw new HttpError(410, shareLinkWords.revoked, 'LINK_REVOKED');
  if (link.expiresAt.getTime() <= Date.now())
    throw new HttpError(410, shareLinkWords.expired, 'LINK_EXPIRED');
  await db.insert(reportShareOpenings).values({
    id: newId(),
    linkId: link.id,
    format: opening.format,
    ip: opening.ip.slice(0, 64),
    userAgent: opening.userAgent.slice(0, 300),
  });
  return link;
}
