import type { TopicType } from '@placement/contract';
import { questions, topics } from '@placement/db';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error';
import { presentTopic } from './presenters';
import { createTopic } from './question-bank';

/**
 * The platform's shared question bank: topics with no college. Admins write them with the college
 * question-bank services; every college reads them (read-only) beside its own.
 */

export function createSharedTopic(
  app: FastifyInstance,
  body: { Heading: string; Description: string; Type: TopicType },
) {
  return createTopic(app, null, body);
}

export async function sharedTopic(app: FastifyInstance, topicId: string) {
  const [topic] = await app.deps.db
    .select()
    .from(topics)
    .where(and(eq(topics.id, topicId), isNull(topics.collegeId)))
    .limit(1);
  if (!topic) throw notFound('Topic not found');
  return topic;
}

export async function sharedQuestion(app: FastifyInstance, questionId: string) {
  const [row] = await app.deps.db
    .select({ question: questions })
    .from(questions)
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .where(and(eq(questions.id, questionId), isNull(topics.collegeId)))
    .limit(1);
  if (!row) throw notFound('Question not found');
  return row.question;
}

export async function listSharedTopics(app: FastifyInstance) {
  const { db } = app.deps;
  const rows = await db.select().from(topics).where(isNull(topics.collegeId)).orderBy(asc(topics.heading));
  const counts = await db
    .select({ topicId: questions.topicId, level: questions.level, n: count() })
    .from(questions)
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .where(isNull(topics.collegeId))
    .groupBy(questions.topicId, questions.level);
  const of = (topicId: string, level: 'L1' | 'L2' | 'L3') =>
    counts.find((c) => c.topicId === topicId && c.level === level)?.n ?? 0;
  return rows.map((t) => presentTopic(t, { L1: of(t.id, 'L1'), L2: of(t.id, 'L2'), L3: of(t.id, 'L3') }));
}
