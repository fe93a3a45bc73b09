import { answers, attempts } from '@placement/db';
import { type Grade, gradeAnswer } from '@placement/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../../lib/http-error';
import { ownAssessment } from '../../assessments/policy';
import { appendSteps, isOpen } from '../../attempts/attempt-rows';
import { forgetBundle, loadBundle } from '../../attempts/bundle';
import { scoreStored } from '../../attempts/scoring';

const marksOf = (grade: Grade) => (grade.status === 'graded' ? grade.marks : null);
const sameGrade = (a: Grade, b: Grade) =>
  a.status === b.status &&
  a.maxMarks === b.maxMarks &&
  marksOf(a) === marksOf(b) &&
  (a.status === 'pending' || b.status === 'pending' || a.correct === b.correct);

/**
 * Grades every answer to one question of the assessment again from the stored response and the question as it
 * is now (its key corrected, say): each attempt whose grade changes is scored again (if it has ended) and gets a
 * `regrade` step on its log. Late answers stay as they were (they were graded as no answer), and coding answers
 * are judged, not graded from a key. Returns how many answers changed out of how many were looked at.
 */
export async function regradeQuestion(
  app: FastifyInstance,
  staff: { userId: string; collegeId: string },
  assessmentId: string,
  questionId: string,
) {
  await ownAssessment(app, staff.collegeId, assessmentId);
  forgetBundle(app, assessmentId);
  const bundle = await loadBundle(app, assessmentId);
  const question = bundle?.questions.get(questionId);
  if (!bundle || !question) throw notFound('Question not found in this assessment');
  if (question.type === 'compiler')
    throw badRequest('Coding answers are judged from their code, not regraded');
  const { db } = app.deps;
  const rows = await db
    .select({ attemptId: answers.attemptId })
    .from(answers)
    .innerJoin(attempts, eq(attempts.id, answers.attemptId))
    .where(and(eq(answers.questionId, questionId), eq(attempts.assessmentId, assessmentId)));
  let regraded = 0;
  const now = new Date();
  for (const { attemptId } of rows) {
    const changed = await db.transaction(async (tx) => {
      const [attempt] = await tx.select().from(attempts).where(eq(attempts.id, attemptId)).for('update');
      const [answer] = await tx
        .select()
        .from(answers)
        .where(and(eq(answers.attemptId, attemptId), eq(answers.questionId, questionId)));
      if (!attempt || !answer || answer.timedOut) return false;
      const graded = gradeAnswer(question, answer.response);
      if (!graded.ok || sameGrade(graded.value, answer.grade)) return false;
      await tx
        .update(answers)
        .set({ grade: graded.value })
        .where(and(eq(answers.attemptId, attemptId), eq(answers.questionId, questionId)));
      let row = attempt;
      if (!isOpen(attempt)) {
        const { columns } = await scoreStored(tx, bundle, attemptId);
        [row = attempt] = await tx
          .update(attempts)
          .set(columns)
          .where(eq(attempts.id, attemptId))
          .returning();
      }
      await appendSteps(
        tx,
        row,
        [
          {
            kind: 'regrade',
            questionId,
            payload: { by: staff.userId, previous: marksOf(answer.grade), marks: marksOf(graded.value) },
          },
        ],
        now,
      );
      return true;
    });
    if (changed) regraded++;
  }
  return { regraded, answers: rows.length };
}
