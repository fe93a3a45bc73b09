import type { OverridesReply } from '@placement/contract';
import { invitations, studentOverrides, students, users } from '@placement/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/http-error';
import { ownAssessment } from './policy';

export interface OverrideInput {
  studentIds?: string[];
  batch?: string;
  openAt?: string | null;
  closeAt?: string | null;
  extraAttempts?: number;
}

const dateOf = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/** The students of this test who have an override, by name. */
export async function overridesOfAssessment(
  app: FastifyInstance,
  collegeId: string,
  assessmentId: string,
): Promise<OverridesReply['overrides']> {
  await ownAssessment(app, collegeId, assessmentId);
  const rows = await app.deps.db
    .select({ override: studentOverrides, user: users, batch: students.batch })
    .from(studentOverrides)
    .innerJoin(users, eq(users.id, studentOverrides.studentId))
    .leftJoin(students, eq(students.userId, studentOverrides.studentId))
    .where(eq(studentOverrides.assessmentId, assessmentId))
    .orderBy(asc(users.firstName));
  return rows.map(({ override, user, batch }) => ({
    studentId: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    batch,
    openAt: override.openAt?.toISOString() ?? null,
    closeAt: override.closeAt?.toISOString() ?? null,
    extraAttempts: override.extraAttempts,
    extraMinutes: Math.round(override.extraSeconds / 60),
  }));
}

/**
 * Sets a window, attempts or both for the students named or a whole batch of invited students (a slot of the
 * drive). Only invited students can be named; nothing is written when one is not.
 */
export async function setOverrides(
  app: FastifyInstance,
  collegeId: string,
  assessmentId: string,
  input: OverrideInput,
): Promise<number> {
  const assessment = await ownAssessment(app, collegeId, assessmentId);
  if ((input.studentIds === undefined) === (input.batch === undefined)) {
    throw badRequest('Name the students or one batch, not both.');
  }
  const openAt = dateOf(input.openAt);
  const closeAt = dateOf(input.closeAt);
  if (openAt === undefined && closeAt === undefined && input.extraAttempts === undefined) {
    throw badRequest('Give an opening time, a closing time or a number of extra attempts.');
  }
  const opens = openAt ?? assessment.startDate;
  if (closeAt && closeAt <= opens) throw badRequest('The closing time must be after the opening time.');
  const { db } = app.deps;
  let ids: string[];
  if (input.studentIds) {
    const named = [...new Set(input.studentIds)];
    const found = await db
      .select({ id: invitations.studentId })
      .from(invitations)
      .where(and(eq(invitations.assessmentId, assessmentId), inArray(invitations.studentId, named)));
    if (found.length !== named.length) {
      throw badRequest(`${named.length - found.length} of the students named are not invited to this test.`);
    }
    ids = named;
  } else {
    const found = await db
      .select({ id: invitations.studentId })
      .from(invitations)
      .innerJoin(students, eq(students.userId, invitations.studentId))
      .where(and(eq(invitations.assessmentId, assessmentId), eq(students.batch, input.batch ?? '')));
    if (found.length === 0) throw badRequest(`No student of batch ${input.batch} is invited to this test.`);
    ids = found.map((r) => r.id);
  }
  const set = {
    ...(openAt === undefined ? {} : { openAt }),
    ...(closeAt === undefined ? {} : { closeAt }),
    ...(input.extraAttempts === undefined ? {} : { extraAttempts: input.extraAttempts }),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(studentOverrides)
      .values(ids.map((studentId) => ({ assessmentId, studentId, ...set })))
      .onConflictDoUpdate({ target: [studentOverrides.assessmentId, studentOverrides.studentId], set });
  });
  return ids.length;
}

/** The student is back to the test's own window (attempts and minutes given stay). */
export async function removeOverride(
  app: FastifyInstance,
  collegeId: string,
  assessmentId: string,
  studentId: string,
): Promise<void> {
  await ownAssessment(app, collegeId, assessmentId);
  const removed = await app.deps.db
    .update(studentOverrides)
    .set({ openAt: null, closeAt: null })
    .where(and(eq(studentOverrides.assessmentId, assessmentId), eq(studentOverrides.studentId, studentId)))
    .returning({ id: studentOverrides.studentId });
  if (removed.length === 0) throw notFound('This student has no override on this test');
}
