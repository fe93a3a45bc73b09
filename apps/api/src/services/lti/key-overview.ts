import type { LtiCollegeKeys } from '@placement/contract';
import { colleges, ltiKeys, ltiPlatforms } from '@placement/db';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error';
import { RETIRED_KEY_DAYS } from './keys';

const DAY = 86_400_000;

/**
 * Our signing keys as the admin sees them, by college: the current one and the previous ones still in the
 * college's JWKS (until when), with how many LMS registrations trust that key set.
 */
export async function keyOverview(app: FastifyInstance): Promise<LtiCollegeKeys[]> {
  const since = new Date(Date.now() - RETIRED_KEY_DAYS * DAY);
  const keys = await app.deps.db
    .select({ key: ltiKeys, collegeName: colleges.name })
    .from(ltiKeys)
    .innerJoin(colleges, eq(colleges.id, ltiKeys.collegeId))
    .where(and(isNotNull(ltiKeys.collegeId), or(isNull(ltiKeys.retiredAt), gt(ltiKeys.retiredAt, since))))
    .orderBy(asc(colleges.name), desc(ltiKeys.createdAt));
  const registrations = await app.deps.db
    .select({ collegeId: ltiPlatforms.collegeId, n: count() })
    .from(ltiPlatforms)
    .groupBy(ltiPlatforms.collegeId);
  const byCollege = new Map<string, LtiCollegeKeys>();
  for (const { key, collegeName } of keys) {
    const collegeId = key.collegeId ?? '';
    let entry = byCollege.get(collegeId);
    if (!entry) {
      entry = {
        collegeId,
        collegeName,
        registrations: registrations.find((row) => row.collegeId === collegeId)?.n ?? 0,
        current: null,
        previous: [],
      };
      byCollege.set(collegeId, entry);
    }
    if (!key.retiredAt) entry.current ??= { kid: key.kid, createdAt: key.createdAt.toISOString() };
    else
      entry.previous.push({
        kid: key.kid,
        createdAt: key.createdAt.toISOString(),
        retiredAt: key.retiredAt.toISOString(),
        publishedUntil: new Date(key.retiredAt.getTime() + RETIRED_KEY_DAYS * DAY).toISOString(),
      });
  }
  // a college with an LMS but no key yet (registered before keys were made at registration)
  for (const { collegeId, n } of registrations)
    if (!byCollege.has(collegeId)) {
      const [college] = await app.deps.db
        .select({ name: colleges.name })
        .from(colleges)
        .where(eq(colleges.id, collegeId));
      byCollege.set(collegeId, {
        collegeId,
        collegeName: college?.name ?? '',
        registrations: n,
        current: null,
        previous: [],
      });
    }
  return [...byCollege.values()].sort((a, b) => a.collegeName.localeCompare(b.collegeName));
}

/** 404 unless the college exists: a rotation names a real one. */
export async function checkCollege(app: FastifyInstance, collegeId: string) {
  const [college] = await app.deps.db
    .select({ id: colleges.id })
    .from(colleges)
    .where(eq(colleges.id, collegeId))
    .limit(1);
  if (!college) throw notFound('College not found');
}
