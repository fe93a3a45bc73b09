import { answers, assessments, attempts, questions, topics } from '@placement/db';
import type { GradedAnswer } from '@placement/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endedAnswers } from '../attempts/attempt-rows';
import { effectiveGrade } from '../attempts/scoring';

/** The college's own questions, each with the index of its topic (content area). */
export async function bankItems(app: FastifyInstance, collegeId: string) {
  const rows = await app.deps.db
    .select({ id: questions.id, topicId: questions.topicId })
    .from(questions)
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .where(eq(topics.collegeId, collegeId))
    .orderBy(asc(topics.createdAt), asc(topics.id), asc(questions.createdAt), asc(questions.id));
  const topicIndex = new Map<string, number>();
  return rows.map((row) => {
    if (!topicIndex.has(row.topicId)) topicIndex.set(row.topicId, topicIndex.size);
    return { id: row.id, topic: topicIndex.get(row.topicId)! };
  });
}

/**
 * Every graded answer to the college's questions in its own ended attempts (an archived attempt was reset by
 * the college), one per attempt and question. Answers still waiting for a person's marks are left out.
 */
export async function gradedAnswers(app: FastifyInstance, collegeId: string): Promise<GradedAnswer[]> {
  const rows = await endedAnswers(app.deps.db, {
    attemptId: answers.attemptId,
    questionId: answers.questionId,
    grade: answers.grade,
    manualMarks: answers.manualMarks,
  })
    .innerJoin(assessments, eq(assessments.id, attempts.assessmentId))
    .where(eq(assessments.collegeId, collegeId));
  return rows.flatMap((row) => {
    const grade = effectiveGrade(row);
    return grade.status === 'graded'
      ? [{ personId: row.attemptId, itemId: row.questionId, marks: grade.marks, maxMarks: grade.maxMarks }]
      : [];
  });
}
