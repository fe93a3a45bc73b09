import type { QuestionHistoryReply } from '@placement/contract';
import { assessments } from '@placement/db';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ownQuestion } from '../../question-bank/policy';
import { itemAnalysis } from './item-analysis';

/**
 * How one question of the college's bank did in every assessment of the college that used it, newest first:
 * a bank is reused year after year, so a broken or leaked item shows across drives.
 */
export async function questionHistory(
  app: FastifyInstance,
  collegeId: string,
  questionId: string,
): Promise<QuestionHistoryReply['uses']> {
  await ownQuestion(app, collegeId, questionId);
  const rows = await app.deps.db
    .select({ id: assessments.id, name: assessments.name, plan: assessments.plan })
    .from(assessments)
    .where(eq(assessments.collegeId, collegeId))
    .orderBy(desc(assessments.startDate));
  const using = rows.filter((a) => a.plan.some((topic) => topic.questionIds.includes(questionId)));
  const uses: QuestionHistoryReply['uses'] = [];
  for (const assessment of using) {
    const { items } = await itemAnalysis(app, collegeId, assessment.id, 'first');
    const item = items.find((i) => i.questionId === questionId);
    if (!item) continue;
    uses.push({
      assessmentId: assessment.id,
      name: assessment.name,
      attempts: item.attempts,
      facility: item.facility,
      discriminationIndex: item.discriminationIndex,
      flags: item.flags,
    });
  }
  return uses;
}
