import type { AssessmentBody } from '@placement/contract';
import {
  type AssessmentTopicPlan,
  assessments,
  attempts,
  invitations,
  questions,
  students,
  users,
} from '@placement/db';
import { accommodatedMinutes, minutesLabel, multiplierLabel } from '@placement/domain';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict } from '../../lib/http-error';
import type { UserRow } from '../../plugins/auth';
import { defaultConfig, forgetBundle } from '../attempts/bundle';
import { prepareExposure } from '../attempts/calibrated';
import { sendNotice } from '../inbox/sending';
import { readableTopic } from '../question-bank/policy';
import { wantsEmail } from '../settings/notification-settings';
import { editOfAttempted } from './assessment-edits';
import { checkCalibratedChoice, flowNameOf, flowOfBody } from './flow-choice';
import { ownAssessment } from './policy';
import { presentAssessment } from './presenters';

export type AssessmentRow = typeof assessments.$inferSelect;

/** Checks every topic and question against the bank and, for adaptive tests, that each level has enough questions. */
async function planOf(
  app: FastifyInstance,
  collegeId: string,
  body: AssessmentBody,
): Promise<AssessmentTopicPlan[]> {
  const plan: AssessmentTopicPlan[] = [];
  for (const [index, input] of body.topics.entries()) {
    const topic = await readableTopic(app, collegeId, input.topicId);
    const bank = await app.deps.db
      .select({ id: questions.id, level: questions.level })
      .from(questions)
      .where(eq(questions.topicId, topic.id));
    const chosen = input.questionIds ?? bank.map((q) => q.id);
    const unknown = chosen.filter((id) => !bank.some((q) => q.id === id));
    if (unknown.length > 0)
      throw badRequest(`topics[${index}]: question ${unknown[0]} is not in topic "${topic.heading}"`);
    if (chosen.length === 0) throw badRequest(`topics[${index}]: topic "${topic.heading}" has no questions`);
    if (new Set(chosen).size !== chosen.length)
      throw badRequest(`topics[${index}]: a question is listed twice`);
    const entry: AssessmentTopicPlan = { topicId: topic.id, questionIds: chosen };
    if (flowOfBody(body) === 'adaptive') {
      for (const level of ['L1', 'L2', 'L3'] as const) {
        const wanted = input[`total${level}Question`];
        const available = bank.filter((q) => q.level === level && chosen.includes(q.id)).length;
        if (wanted === undefined) continue;
        if (wanted > available) {
          throw badRequest(
            `topics[${index}]: "${topic.heading}" has ${available} ${level} question${available === 1 ? '' : 's'}, fewer than the ${wanted} asked for`,
          );
        }
        entry[`total${level}Question`] = wanted;
      }
    }
    plan.push(entry);
  }
  if (new Set(plan.map((p) => p.topicId)).size !== plan.length) throw badRequest('A topic is listed twice');
  return plan;
}

/**
 * The columns an assessment body sets, its plan checked against the bank (and, for the calibrated adaptive flow,
 * against the newest calibration). Both adaptive flows are adaptive to the student (isAdaptive).
 */
async function columnsOf(app: FastifyInstance, collegeId: string, body: AssessmentBody) {
  const flow = flowOfBody(body);
  const plan = await planOf(app, collegeId, body);
  if (flow === 'calibrated-adaptive') await checkCalibratedChoice(app, collegeId, body, plan);
  return {
    name: body.name.trim(),
    description: body.description,
    categoryId: body.categoryId ?? null,
    isAdaptive: flow !== 'linear',
    flow,
    isNegativeMarking: body.isNegativeMarking ?? false,
    totalTime: body.totalTime,
    totalAttempts: body.totalAttempts,
    ...datesOf(body),
    config: { ...defaultConfig, ...body.config },
    plan,
  };
}

function datesOf(body: AssessmentBody) {
  const startDate = new Date(body.startDate);
  const endDate = body.endDate ? new Date(body.endDate) : null;
  if (endDate && endDate <= startDate) throw badRequest('endDate must be after startDate');
  return { startDate, endDate };
}

export async function createAssessment(
  app: FastifyInstance,
  staff: { userId: string; collegeId: string },
  body: AssessmentBody,
) {
  const [row] = await app.deps.db
    .insert(assessments)
    .values({
      collegeId: staff.collegeId,
      createdBy: staff.userId,
      ...(await columnsOf(app, staff.collegeId, body)),
    })
    .returning();
  return row!;
}

async function attemptCount(app: FastifyInstance, assessmentId: string): Promise<number> {
  const [row] = await app.deps.db
    .select({ n: count() })
    .from(attempts)
    .where(eq(attempts.assessmentId, assessmentId));
  return row?.n ?? 0;
}

/** Edits an assessment; once students have attempted it, only as `editOfAttempted` allows. */
export async function updateAssessment(
  app: FastifyInstance,
  collegeId: string,
  id: string,
  body: AssessmentBody,
) {
  const current = await ownAssessment(app, collegeId, id);
  if ((await attemptCount(app, id)) > 0) {
    datesOf(body); // a bad pair of dates is still a 400
    const [row] = await app.deps.db
      .update(assessments)
      .set(editOfAttempted(current, body))
      .where(eq(assessments.id, id))
      .returning();
    forgetBundle(app, id);
    return row!;
  }
  const [row] = await app.deps.db
    .update(assessments)
    .set(await columnsOf(app, collegeId, body))
    .where(eq(assessments.id, id))
    .returning();
  forgetBundle(app, id);
  return row!;
}

/** Publishes once every coding question's reference solution has passed its testcases. */
export async function publishAssessment(app: FastifyInstance, collegeId: string, id: string) {
  const assessment = await ownAssessment(app, collegeId, id);
  const ids = assessment.plan.flatMap((p) => p.questionIds);
  if (ids.length === 0) throw badRequest('The assessment has no questions');
  const coding = await app.deps.db
    .select({ id: questions.id, body: questions.body, verification: questions.verification })
    .from(questions)
    .where(and(inArray(questions.id, ids), eq(questions.type, 'compiler')));
  const unverified = coding.find((q) => q.verification?.status !== 'passed');
  if (unverified) {
    // a check that failed says why (the reference's verdicts, or a custom checker that rejects it)
    const why = unverified.verification?.status === 'failed' ? ` (${unverified.verification.message})` : '';
    throw badRequest(
      `Coding question ${unverified.id} cannot be published until its reference solution passes every testcase${why}`,
      'CODING_GATE',
    );
  }
  const [row] = await app.deps.db
    .update(assessments)
    .set({ status: 'published', publishedAt: assessment.publishedAt ?? new Date() })
    .where(eq(assessments.id, id))
    .returning();
  forgetBundle(app, id);
  if (flowNameOf(row!) === 'calibrated-adaptive') await prepareExposure(app, id);
  return row!;
}

/** The invitation's word on a student's time accommodation: nothing without one. */
function accommodationSentence(totalTime: number, m: number): string {
  if (m === 1) return '';
  return ` You have ${multiplierLabel(m)} time: ${minutesLabel(accommodatedMinutes(totalTime, m))} for this test.`;
}

/** Invites approved students of the college: all of them (optionally one batch) or the ones named. */
export async function inviteStudents(
  app: FastifyInstance,
  { collegeId, sender }: { collegeId: string; sender: UserRow },
  id: string,
  body: { all: true; batch?: string } | { studentIds: string[] },
) {
  const assessment = await ownAssessment(app, collegeId, id);
  if (assessment.status !== 'published') throw conflict('Publish the assessment before inviting students');
  const filters = [eq(users.collegeId, collegeId), eq(users.role, 'student'), eq(students.approved, true)];
  if ('studentIds' in body) filters.push(inArray(users.id, body.studentIds));
  else if (body.batch) filters.push(eq(students.batch, body.batch));
  const eligible = await app.deps.db
    .select({ user: users, timeMultiplier: students.timeMultiplier })
    .from(users)
    .innerJoin(students, eq(students.userId, users.id))
    .where(and(...filters));
  if ('studentIds' in body && eligible.length !== new Set(body.studentIds).size) {
    throw badRequest('Some students are not approved students of this college');
  }
  const added = eligible.length
    ? await app.deps.db
        .insert(invitations)
        .values(eligible.map(({ user }) => ({ assessmentId: id, studentId: user.id })))
        .onConflictDoNothing()
        .returning({ studentId: invitations.studentId })
    : [];
  const fresh = eligible.filter(({ user }) => added.some((a) => a.studentId === user.id));
  const subject = `You are invited: ${assessment.name}`;
  const opens = assessment.startDate.toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  for (const { user: student, timeMultiplier } of fresh) {
    const time = accommodationSentence(assessment.totalTime, timeMultiplier);
    const text = `Hello ${student.firstName},\n\nYou are invited to take "${assessment.name}". It opens on ${opens} (IST).${time}\n\nStart it from ${app.deps.config.publicUrl}/student/test\n`;
    await sendNotice(app, sender, student, subject, text);
    if (await wantsEmail(app, student.id, 'emailOnNewAssessment')) {
      await app.deps.mailer.send({ to: student.email, subject, text });
    }
  }
  return { invited: fresh.length, alreadyInvited: eligible.length - fresh.length };
}

export async function listAssessments(app: FastifyInstance, collegeId: string) {
  const rows = await app.deps.db
    .select()
    .from(assessments)
    .where(eq(assessments.collegeId, collegeId))
    .orderBy(desc(assessments.createdAt));
  return rows.map(presentAssessment);
}
