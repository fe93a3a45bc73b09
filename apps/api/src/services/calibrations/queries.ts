import { calibrations, itemParameters, questions, topics, users } from '@placement/db';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error';
import { failAbandoned } from './abandoned';
import { presentCalibration, presentItem } from './presenters';

const countsOf = {
  calibrated: sql<number>`count(*) filter (where ${itemParameters.status} = 'calibrated')`.mapWith(Number),
  pilot: sql<number>`count(*) filter (where ${itemParameters.status} = 'pilot')`.mapWith(Number),
};

/** The college's calibrations, newest first. */
export async function listCalibrations(app: FastifyInstance, collegeId: string) {
  const { db } = app.deps;
  // the screen polls this while a version runs: one whose process stopped turns failed here
  await failAbandoned(app, collegeId);
  const rows = await db
    .select({
      row: calibrations,
      createdBy: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(calibrations)
    .leftJoin(users, eq(users.id, calibrations.createdBy))
    .where(eq(calibrations.collegeId, collegeId))
    .orderBy(desc(calibrations.version));
  const ids = rows.map(({ row }) => row.id);
  const counts = ids.length
    ? await db
        .select({ id: itemParameters.calibrationId, ...countsOf })
        .from(itemParameters)
        .where(inArray(itemParameters.calibrationId, ids))
        .groupBy(itemParameters.calibrationId)
    : [];
  const byId = new Map(counts.map((c) => [c.id, c]));
  return rows.map(({ row, createdBy }) =>
    presentCalibration(row, byId.get(row.id) ?? { calibrated: 0, pilot: 0 }, createdBy),
  );
}

async function ownCalibration(app: FastifyInstance, collegeId: string, id: string) {
  const [found] = await app.deps.db
    .select({
      row: calibrations,
      createdBy: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(calibrations)
    .leftJoin(users, eq(users.id, calibrations.createdBy))
    .where(and(eq(calibrations.id, id), eq(calibrations.collegeId, collegeId)));
  if (!found) throw notFound('Calibration not found');
  return found;
}

export async function calibrationSummary(app: FastifyInstance, collegeId: string, id: string) {
  const { row, createdBy } = await ownCalibration(app, collegeId, id);
  const [counts] = await app.deps.db
    .select(countsOf)
    .from(itemParameters)
    .where(eq(itemParameters.calibrationId, id));
  return presentCalibration(row, counts ?? { calibrated: 0, pilot: 0 }, createdBy);
}

/** One version with every question's parameters, by topic and difficulty. 404 for another college's. */
export async function calibrationWithItems(app: FastifyInstance, collegeId: string, id: string) {
  const calibration = await calibrationSummary(app, collegeId, id);
  const rows = await app.deps.db
    .select({ item: itemParameters, topic: topics.heading, level: questions.level })
    .from(itemParameters)
    .leftJoin(questions, eq(questions.id, itemParameters.questionId))
    .leftJoin(topics, eq(topics.id, questions.topicId))
    .where(eq(itemParameters.calibrationId, id))
    .orderBy(asc(topics.heading), asc(itemParameters.b));
  return {
    calibration,
    items: rows.map(({ item, topic, level }) =>
      presentItem(item, topic !== null && level !== null ? { topic, level } : undefined),
    ),
  };
}

/** The college's newest finished calibration, or null. */
export async function latestCalibration(app: FastifyInstance, collegeId: string) {
  const [row] = await app.deps.db
    .select()
    .from(calibrations)
    .where(and(eq(calibrations.collegeId, collegeId), eq(calibrations.status, 'done')))
    .orderBy(desc(calibrations.version))
    .limit(1);
  return row ?? null;
}

/** The parameters of these questions in one calibration (questions it does not know are absent: pilot). */
export async function parametersOf(app: FastifyInstance, calibrationId: string, questionIds: string[]) {
  if (questionIds.length === 0) return [];
  return app.deps.db
    .select()
    .from(itemParameters)
    .where(
      and(eq(itemParameters.calibrationId, calibrationId), inArray(itemParameters.questionId, questionIds)),
    );
}

/** How many of these questions are calibrated (scorable) in the calibration. */
export async function calibratedCount(app: FastifyInstance, calibrationId: string, questionIds: string[]) {
  if (questionIds.length === 0) return 0;
  const [row] = await app.deps.db
    .select({ n: count() })
    .from(itemParameters)
    .where(
      and(
        eq(itemParameters.calibrationId, calibrationId),
        eq(itemParameters.status, 'calibrated'),
        sql`${itemParameters.a} > 0`,
        inArray(itemParameters.questionId, questionIds),
      ),
    );
  return row?.n ?? 0;
}

/** These questions' parameters in the college's newest finished calibration, with its version number. */
export async function newestParameters(app: FastifyInstance, collegeId: string, questionIds: string[]) {
  const calibration = await latestCalibration(app, collegeId);
  if (!calibration) return new Map<string, never>();
  const rows = await parametersOf(app, calibration.id, questionIds);
  return new Map(
    rows.map((row) => [
      row.questionId,
      {
        version: calibration.version,
        a: row.a,
        b: row.b,
        seB: row.seB,
        responses: row.responses,
        status: row.status,
      },
    ]),
  );
}
