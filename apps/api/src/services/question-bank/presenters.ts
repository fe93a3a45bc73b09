import type { QuestionView } from '@placement/contract';
import type { QuestionRow, TopicRow } from './question-bank';

/** The question bank's replies to its authors (college staff and the admin): topics with their counts, questions with keys. */

export function presentTopic(topic: TopicRow, counts: { L1: number; L2: number; L3: number }) {
  return {
    _id: topic.id,
    Heading: topic.heading,
    Description: topic.description,
    Type: topic.type,
    shared: topic.collegeId === null,
    totalL1Question: counts.L1,
    totalL2Question: counts.L2,
    totalL3Question: counts.L3,
  };
}

/**
 * What a college author sees of a question: everything, the key included. The body's shape per type is the
 * one its writers (this file and import-questions.ts) checked on the way in; jsonb loses that type.
 */
export function presentQuestion(row: QuestionRow): QuestionView {
  return {
    _id: row.id,
    topicId: row.topicId,
    type: row.type,
    level: row.level,
    Duration: row.duration,
    marks: row.marks,
    ...row.body,
    verification: row.verification,
  } as QuestionView;
}

/** The reply to a question written or read: the question as its author sees it. */
export const questionReply = (row: QuestionRow) => ({
  success: true as const,
  question: presentQuestion(row),
});
