import type { TestStatus } from '@placement/contract';
import { assessments, attempts, colleges, invitations, screenshots } from '@placement/db';
import { and, count, countDistinct, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BriefCache } from '../../lib/brief-cache';
import { studentTime } from '../attempts/accommodation';
import { type AttemptRow, isOpen, notArchived, type StudentOverride } from '../attempts/attempt-rows';
import { type Bundle, loadBundle, studentConfigOf } from '../attempts/bundle';
import { heardFromPage } from '../attempts/connection-loss';
import { invitedBundle } from '../attempts/policy';
import { iso, presentAttempt } from './presenters';
import { type StudentWindow, studentTermsOf, windowOf } from './windows';

export function statusOf(window: StudentWindow, mine: AttemptRow[], now: Date): TestStatus {
  if (mine.some((a) => a.status === 'in_progress')) return 'active';
  if (mine.length >= window.attempts) return 'completed';
  if (window.closeAt && now >= window.closeAt) return 'completed';
  if (now < window.openAt) return 'upcoming';
  return 'active';
}

async function senderOf(app: FastifyInstance, collegeId: string) {
  const [college] = await app.deps.db
    .select({ name: colleges.name })
    .from(colleges)
    .where(eq(colleges.id, collegeId));
  return { name: college?.name ?? 'Unknown', avatar: null };
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

async function attemptsOf(app: FastifyInstance, studentId: string, assessmentIds: string[]) {
  if (assessmentIds.length === 0) return [];
  return app.deps.db
    .select()
    .from(attempts)
    .where(and(eq(attempts.studentId, studentId), inArray(attempts.assessmentId, assessmentIds), notArchived))
    .orderBy(desc(attempts.number));
}

/** The published assessments the student is invited to, by status. */
export async function listStudentAssessments(
  app: FastifyInstance,
  studentId: string,
  status: TestStatus | undefined,
  now = new Date(),
) {
  const rows = await app.deps.db
    .select({ id: assessments.id })
    .from(invitations)
    .innerJoin(assessments, eq(assessments.id, invitations.assessmentId))
    .where(and(eq(invitations.studentId, studentId), eq(assessments.status, 'published')))
    .orderBy(desc(assessments.startDate));
  const ids = rows.map((r) => r.id);
  const mine = await attemptsOf(app, studentId, ids);
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
const appearedCaches = new WeakMap<FastifyInstance, BriefCache<number>>();

/** How many students have started the assessment (SPEC's STUDENTS APPEARED), counted at most every 5 s. */
function studentsAppeared(app: FastifyInstance, assessmentId: string): Promise<number> {
  let cache = appearedCaches.get(app);
  if (!cache) {
    cache = new BriefCache<number>(APPEARED_FOR_MS);
    appearedCaches.set(app, cache);
  }
  return cache.get(assessmentId, async () => {
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
  let mine = await attemptsOf(app, studentId, [assessmentId]);
  // the student asking about a test in progress is alive (the end screen and the instructions ask this)
  const running = mine.find(isOpen);
  if (running && (await heardFromPage(app, running.id, studentId))) {
    mine = await attemptsOf(app, studentId, [assessmentId]);
  }
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
