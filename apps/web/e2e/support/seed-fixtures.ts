/**
 * Seeds the demo and the e2e fixture assessments into a fresh data dir, before the platform starts on it:
 * `tsx apps/web/e2e/support/seed-fixtures.ts <dataDir>`. Prints `{ fixtureKey: assessmentId }` as JSON on the
 * last line of stdout. (The platform has no admin API yet, and PGlite allows one process at a time.)
 */
import { assessments, invitations, openDatabase, questions, students, users } from '@placement/db';
import { eq, inArray } from 'drizzle-orm';
import { DEMO_ADAPTIVE, DEMO_LINEAR } from '../../../api/src/demo/assessments';
import { seedDemo } from '../../../api/src/demo/seed';
import { hashPassword } from '../../../api/src/lib/passwords';
import { createLocalStorage, uploadsDir } from '../../../api/src/lib/storage';
import { seedCalibrationDrive } from '../../../api/src/test/calibration-drive';
import { seedCohortDrive } from '../../../api/src/test/cohort-drive';
import { seedItemAnalysisDrive } from '../../../api/src/test/item-analysis-drive';
import {
  CALIBRATION_TOPICS,
  type FixtureKey,
  fixtureSpecs,
  REPORTS_CANDIDATE,
  type SeededKey,
} from './fixture-specs';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: seed-fixtures.ts <dataDir>');

const database = await openDatabase({ dataDir });
const { db } = database;
try {
  const { collegeId } = await seedDemo(db, createLocalStorage(uploadsDir(dataDir)));
  const invitees = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, ['student@demo.test', 'student2@demo.test']));
  const ids: Partial<Record<SeededKey, string>> = {};

  for (const [key, spec] of Object.entries(fixtureSpecs) as [
    FixtureKey,
    (typeof fixtureSpecs)[FixtureKey],
  ][]) {
    const sourceName = spec.from === 'adaptive' ? DEMO_ADAPTIVE : DEMO_LINEAR;
    const [source] = await db.select().from(assessments).where(eq(assessments.name, sourceName));
    if (!source) throw new Error(`no demo assessment ${sourceName}`);
    const { id: _id, createdAt: _createdAt, ...copy } = source;

    let plan = spec.topics ? spec.topics.map((index) => source.plan[index]!) : source.plan;
    if (spec.questionMinutes !== undefined) {
      // Copies of the questions with a short Duration, so the copy's timers run out quickly.
      plan = await Promise.all(
        plan.map(async (topic) => ({
          ...topic,
          questionIds: await Promise.all(
            topic.questionIds.map(async (questionId) => {
              const [row] = await db.select().from(questions).where(eq(questions.id, questionId));
              if (!row) throw new Error(`no question ${questionId}`);
              const { id: _qid, createdAt: _qc, updatedAt: _qu, ...rest } = row;
              const [clone] = await db
                .insert(questions)
                .values({ ...rest, duration: spec.questionMinutes! })
                .returning({ id: questions.id });
              return clone!.id;
            }),
          ),
        })),
      );
    }
    const now = Date.now();
    const [row] = await db
      .insert(assessments)
      .values({
        ...copy,
        name: spec.name,
        plan,
        totalTime: spec.totalTime ?? source.totalTime,
        totalAttempts: spec.totalAttempts ?? source.totalAttempts,
        startDate: spec.startsInDays ? new Date(now + spec.startsInDays * 86_400_000) : source.startDate,
        config: { ...source.config, ...spec.config },
      })
      .returning({ id: assessments.id });
    if (!row) throw new Error(`could not create ${spec.name}`);
    for (const student of invitees) {
      await db.insert(invitations).values({ assessmentId: row.id, studentId: student.id });
    }
    ids[key] = row.id;
  }
  ids.itemAnalysis = (await seedItemAnalysisDrive(db, collegeId, 'E2E Item Analysis Drive')).assessmentId;
  // the score reports' drive, closed an hour ago (so its key is out); its strongest candidate can sign in
  const reports = await seedItemAnalysisDrive(db, collegeId, 'E2E Reports Drive');
  ids.reports = reports.assessmentId;
  await db
    .update(assessments)
    .set({ endDate: new Date(Date.now() - 3_600_000) })
    .where(eq(assessments.id, reports.assessmentId));
  const candidate = reports.studentIds[0] as string;
  await db
    .update(users)
    .set({
      email: REPORTS_CANDIDATE.email,
      passwordHash: await hashPassword(REPORTS_CANDIDATE.password),
      lastName: 'Rao',
    })
    .where(eq(users.id, candidate));
  await db.insert(students).values({ userId: candidate, batch: '2027' });
  const [recruiter] = await db.select().from(users).where(eq(users.email, 'company@demo.test'));
  const cohort = await seedCohortDrive(db, collegeId, 'E2E Cohort', recruiter?.companyId ?? undefined);
  ids.cohortAptitude = cohort.aptitudeId;
  ids.cohortCoding = cohort.codingId;
  if (cohort.jobId) ids.cohortJob = cohort.jobId;
  // last year's answers to two topics, enough to calibrate them (a pilot question each stays under 100 answers)
  await seedCalibrationDrive(db, collegeId, { persons: 120, perTopic: 8, headings: CALIBRATION_TOPICS });
  console.log(JSON.stringify(ids));
} finally {
  await database.close();
}
