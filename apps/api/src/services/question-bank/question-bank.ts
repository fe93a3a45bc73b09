import type { QuestionView, TopicType } from '@placement/contract';
import { questions, topics, userFiles, users } from '@placement/db';
import { and, asc, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/http-error';
import { likeContains } from '../../lib/like';
import { markUploadsUsed } from '../uploads/files';
import { type QuestionBody, sanitizedFields } from './question-body';

type TopicRow = typeof topics.$inferSelect;
type QuestionRow = typeof questions.$inferSelect;

/** A topic the college may read: its own or a shared one; 404 for anything else. */
export async function readableTopic(
  app: FastifyInstance,
  collegeId: string,
  topicId: string,
): Promise<TopicRow> {
  const [topic] = await app.deps.db
    .select()
    .from(topics)
    .where(and(eq(topics.id, topicId), or(eq(topics.collegeId, collegeId), isNull(topics.collegeId))));
  if (!topic) throw notFound('Topic not found');
  return topic;
}

/** A topic the college owns (shared topics are read-only to colleges). */
export async function ownTopic(app: FastifyInstance, collegeId: string, topicId: string): Promise<TopicRow> {
  const topic = await readableTopic(app, collegeId, topicId);
  if (topic.collegeId !== collegeId) throw notFound('Topic not found');
  return topic;
}

/** A question the college may edit: one in its own topics. */
export function ownQuestion(app: FastifyInstance, collegeId: string, questionId: string) {
  return questionWhere(app, questionId, eq(topics.collegeId, collegeId));
}

/** A question the college may read: its own or one in a shared topic. */
export function readableQuestion(app: FastifyInstance, collegeId: string, questionId: string) {
  return questionWhere(app, questionId, or(eq(topics.collegeId, collegeId), isNull(topics.collegeId)));
}

async function questionWhere(app: FastifyInstance, questionId: string, topicScope: SQL | undefined) {
  const [row] = await app.deps.db
    .select({ question: questions, topic: topics })
    .from(questions)
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .where(and(eq(questions.id, questionId), topicScope));
  if (!row) throw notFound('Question not found');
  return row;
}

const FILE_URL = '/api/files/';

/** A video question may only show a video uploaded by staff of the same college. */
export async function checkVideoFile(app: FastifyInstance, collegeId: string, url: string): Promise<void> {
  if (!url) return;
  const fileId = url.slice(FILE_URL.length);
  const [file] = await app.deps.db
    .select({ id: userFiles.id })
    .from(userFiles)
    .innerJoin(users, eq(users.id, userFiles.ownerId))
    .where(and(eq(userFiles.id, fileId), eq(userFiles.kind, 'video'), eq(users.collegeId, collegeId)));
  if (!file) throw badRequest('videoFile is not a video uploaded by your college', 'VALIDATION');
}

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
