import type { TestStatus } from '@placement/contract';
import { assessments, attempts, colleges, invitations, screenshots } from '@placement/db';
import { and, count, countDistinct, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { briefCachePerApp } from '../../lib/brief-cache';
import { prepared } from '../../lib/prepared';
import { studentTime } from '../attempts/accommodation';
import { type AttemptRow, isOpen, notArchived, type StudentOverride } from '../attempts/attempt-rows';
import { type Bundle, loadBundle, studentConfigOf } from '../attempts/bundle';
import { heardFromPage } from '../attempts/connection-loss';
import { invitedBundle } from '../attempts/policy';
import { flowNameOf } from './flow-choice';
import { iso, presentAttempt } from './presenters';
import { type StudentWindow, studentTermsOf, windowOf } from './windows';

export function statusOf(window: StudentWindow, mine: AttemptRow[], now: Date): TestStatus {
  if (mine.some((a) => a.status === 'in_progress')) return 'active';
  if (mine.length >= window.attempts) return 'completed';
  if (window.closeAt && now >= window.closeAt) return 'completed';
  if (now < window.openAt) return 'upcoming';
  return 'active';
}

/** a college's name, shown as the sender of its tests on every list and overview: a minute old is fine */
const SENDER_FOR_MS = 60_000;
const senders = briefCachePerApp<{ name: string; avatar: string | null }>(SENDER_FOR_MS);

function senderOf(app: FastifyInstance, collegeId: string) {
  return senders(app).get(collegeId, async () => {
    const [college] = await app.deps.db
      .select({ name: colleges.name })
      .from(colleges)
      .where(eq(colleges.id, collegeId));
    return { name: college?.name ?? 'Unknown', avatar: null };
  });
}

function summary(
  bundle: Bundle,
  mine: AttemptRow[],
  override: StudentOverride | undefined,
  sender: { name: string; avatar: string | null },
  now: Date,
  standingMultiplier: number,
) {
  const { assessment } = bundle;
  // the student's own slot and attempts, where the college set them
  const window = windowOf(assessment, override);
  const running = mine.find((a) => a.status === 'in_progress');
  // an attempt in progress keeps the multiplier it started with
  return {
    _id: assessment.id,
    name: assessment.name,
    description: assessment.description,
    isAdaptive: assessment.isAdaptive,
    flow: flowNameOf(assessment),
    totalTime: assessment.totalTime,
    startDate: window.openAt.toISOString(),
    endDate: iso(window.closeAt),
    totalAttempts: window.attempts,
    attemptsUsed: mine.length,
    status: statusOf(window, mine, now),
    inProgress: running !== undefined,
    resumeSeconds: running
      ? Math.max(0, Math.floor((running.deadlineAt.getTime() - now.getTime()) / 1000))
      : null,
    sender,
    topicNames: bundle.topics.map((t) => t.heading),
    totalQuestions: bundle.totalQuestions,
    ...studentTime(bundle, running?.timeMultiplier ?? standingMultiplier),
  };
}

/** the student's attempts of one test, newest first */
const attemptsOn = prepared((db) =>
  db
    .select()
    .from(attempts)
    .where(
      and(
        eq(attempts.studentId, sql.placeholder('studentId')),
        eq(attempts.assessmentId, sql.placeholder('assessmentId')),
        notArchived,
      ),
    )
    .orderBy(desc(attempts.number))
    .prepare('attempts_on'),
);

/** every attempt of the student (a few per test they took), newest first */
const attemptsOfStudent = prepared((db) =>
  db
    .select()
    .from(attempts)
    .where(and(eq(attempts.studentId, sql.placeholder('studentId')), notArchived))
    .orderBy(desc(attempts.number))
    .prepare('attempts_of_student'),
);

/** the published tests the student is invited to, latest start first */
const invitedTests = prepared((db) =>
  db
    .select({ id: assessments.id })
    .from(invitations)
    .innerJoin(assessments, eq(assessments.id, invitations.assessmentId))
    .where(and(eq(invitations.studentId, sql.placeholder('studentId')), eq(assessments.status, 'published')))
    .orderBy(desc(assessments.startDate))
    .prepare('invited_tests'),
);

/** The published assessments the student is invited to, by status. */
export async function listStudentAssessments(
  app: FastifyInstance,
  studentId: string,
  status: TestStatus | undefined,
  now = new Date(),
) {
  const rows = await invitedTests(app.deps.db).execute({ studentId });
  const ids = rows.map((r) => r.id);
  const mine = ids.length ? await attemptsOfStudent(app.deps.db).execute({ studentId }) : [];
  const { overrides, timeMultiplier } = await studentTermsOf(app.deps.db, studentId, ids);
  const senders = new Map<string, { name: string; avatar: string | null }>();
  const list = [];
  for (const id of ids) {
    const bundle = await loadBundle(app, id);
    if (!bundle) continue;
    const collegeId = bundle.assessment.collegeId;
    if (!senders.has(collegeId)) senders.set(collegeId, await senderOf(app, collegeId));
    const item = summary(
      bundle,
      mine.filter((a) => a.assessmentId === id),
      overrides.get(id),
      senders.get(collegeId)!,
      now,
      timeMultiplier,
    );
    if (!status || item.status === status) list.push(item);
  }
  return list;
}

/** a count over the whole cohort, on the path every student of a drive takes: a few seconds old is fine */
const APPEARED_FOR_MS = 5_000;
const appeared = briefCachePerApp<number>(APPEARED_FOR_MS);

/** How many students have started the assessment (SPEC's STUDENTS APPEARED), counted at most every 5 s. */
function studentsAppeared(app: FastifyInstance, assessmentId: string): Promise<number> {
  return appeared(app).get(assessmentId, async () => {
    const [row] = await app.deps.db
      .select({ n: countDistinct(attempts.studentId) })
      .from(attempts)
      .where(eq(attempts.assessmentId, assessmentId));
    return row?.n ?? 0;
  });
}

/** The overview a student reads before starting: never a key, never another student's id. */
export async function assessmentOverview(
  app: FastifyInstance,
  studentId: string,
  assessmentId: string,
  now = new Date(),
) {
  const bundle = await invitedBundle(app, studentId, assessmentId);
  const attemptsOfTest = () => attemptsOn(app.deps.db).execute({ studentId, assessmentId });
  let mine = await attemptsOfTest();
  // the student asking about a test in progress is alive (the end screen and the instructions ask this)
  const running = mine.find(isOpen);
  if (running && (await heardFromPage(app, running.id, studentId))) mine = await attemptsOfTest();
  const sender = await senderOf(app, bundle.assessment.collegeId);
  const terms = await studentTermsOf(app.deps.db, studentId, [assessmentId]);
  return {
    assessment: {
      ...summary(bundle, mine, terms.overrides.get(assessmentId), sender, now, terms.timeMultiplier),
      topics: bundle.plan.topics.map((topic, index) => ({
        Heading: topic.heading,
        Description: bundle.topics[index]?.description ?? '',
        Type: topic.type,
        totalQuestions: topic.questions.length,
      })),
      studentsAppeared: await studentsAppeared(app, assessmentId),
      config: studentConfigOf(bundle.assessment),
      attempts: mine.map((a) => presentAttempt(bundle, a)),
      serverTime: now.toISOString(),
    },
    sender,
  };
}

export async function screenshotCount(app: FastifyInstance, attemptId: string): Promise<number> {
  const [row] = await app.deps.db
    .select({ n: count() })
    .from(screenshots)
    .where(eq(screenshots.attemptId, attemptId));
  return row?.n ?? 0;
}
