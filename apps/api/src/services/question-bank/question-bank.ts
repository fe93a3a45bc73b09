import type { TopicType } from '@placement/contract';
import { questions, topics } from '@placement/db';
import { and, asc, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { likeContains } from '../../lib/like';
import { markUploadsUsed } from '../uploads/files';
import { FILE_URL } from './policy';
import { presentQuestion, presentTopic } from './presenters';
import { type QuestionBody, sanitizedFields } from './question-body';

export type TopicRow = typeof topics.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;

/** `collegeId` null makes a shared topic of the platform (the admin's). */
export async function createTopic(
  app: FastifyInstance,
  collegeId: string | null,
  body: { Heading: string; Description: string; Type: TopicType },
) {
  const [topic] = await app.deps.db
    .insert(topics)
    .values({
      collegeId,
      heading: body.Heading.trim(),
      description: body.Description.trim(),
      type: body.Type,
    })
    .returning();
  return presentTopic(topic!, { L1: 0, L2: 0, L3: 0 });
}

export async function listTopics(app: FastifyInstance, collegeId: string) {
  const { db } = app.deps;
  const rows = await db
    .select()
    .from(topics)
    .where(or(eq(topics.collegeId, collegeId), isNull(topics.collegeId)))
    .orderBy(asc(topics.heading));
  const counts = await db
    .select({ topicId: questions.topicId, level: questions.level, n: count() })
    .from(questions)
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .where(or(eq(topics.collegeId, collegeId), isNull(topics.collegeId)))
    .groupBy(questions.topicId, questions.level);
  return rows.map((topic) => {
    const of = (level: 'L1' | 'L2' | 'L3') =>
      counts.find((c) => c.topicId === topic.id && c.level === level)?.n ?? 0;
    return presentTopic(topic, { L1: of('L1'), L2: of('L2'), L3: of('L3') });
  });
}

/** The stored body of a question: its type's fields, with rich text sanitized. */
function storedBody(type: TopicType, body: QuestionBody): Record<string, unknown> {
  const { level: _level, Duration: _duration, marks: _marks, ...fields } = body;
  return sanitizedFields(type, fields);
}

/** The stored row of a new question of the topic. */
const newRow = (topic: TopicRow, body: QuestionBody) => ({
  topicId: topic.id,
  type: topic.type,
  level: body.level,
  duration: body.Duration,
  marks: body.marks ?? null,
  body: storedBody(topic.type, body),
});

export async function addQuestion(
  app: FastifyInstance,
  topic: TopicRow,
  body: QuestionBody,
): Promise<QuestionRow> {
  const [row] = await app.deps.db.insert(questions).values(newRow(topic, body)).returning();
  await markUploadsUsed(app, videoFileIds(body));
  return row!;
}

/**
 * Several questions of one topic in one statement, as an import writes them. A topic lists its questions by
 * creation time: each row is a microsecond after the one before, so they keep the order they are given in.
 */
export async function addQuestions(
  app: FastifyInstance,
  topic: TopicRow,
  bodies: QuestionBody[],
): Promise<void> {
  if (bodies.length === 0) return;
  await app.deps.db.insert(questions).values(
    bodies.map((body, index) => ({
      ...newRow(topic, body),
      createdAt: sql`now() + ${index} * interval '1 microsecond'`,
    })),
  );
  await markUploadsUsed(app, bodies.flatMap(videoFileIds));
}

export async function updateQuestion(
  app: FastifyInstance,
  question: { id: string; type: TopicType },
  body: QuestionBody,
): Promise<QuestionRow> {
  const [row] = await app.deps.db
    .update(questions)
    .set({
      level: body.level,
      duration: body.Duration,
      marks: body.marks ?? null,
      body: storedBody(question.type, body),
      verification: null,
      updatedAt: new Date(),
    })
    .where(eq(questions.id, question.id))
    .returning();
  await markUploadsUsed(app, videoFileIds(body));
  return row!;
}

const videoFileIds = (body: QuestionBody): string[] =>
  typeof body.videoFile === 'string' && body.videoFile.startsWith(FILE_URL)
    ? [body.videoFile.slice(FILE_URL.length)]
    : [];

export async function listQuestions(
  app: FastifyInstance,
  topicId: string,
  query: { level?: 'L1' | 'L2' | 'L3'; search?: string; skip?: number; limit?: number },
) {
  const filters = [eq(questions.topicId, topicId)];
  if (query.level) filters.push(eq(questions.level, query.level));
  if (query.search) filters.push(ilike(sql`${questions.body}::text`, likeContains(query.search)));
  const where = and(...filters);
  const rows = await app.deps.db
    .select()
    .from(questions)
    .where(where)
    .orderBy(asc(questions.createdAt))
    .offset(query.skip ?? 0)
    .limit(query.limit ?? 50);
  const [total] = await app.deps.db.select({ n: count() }).from(questions).where(where);
  return { questions: rows.map(presentQuestion), total: total?.n ?? 0 };
}

export function topicQuestions(app: FastifyInstance, topicId: string): Promise<QuestionRow[]> {
  return app.deps.db
    .select()
    .from(questions)
    .where(eq(questions.topicId, topicId))
    .orderBy(asc(questions.createdAt));
}
