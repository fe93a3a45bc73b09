import { questions, topics, userFiles, users } from '@placement/db';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/http-error';
import type { TopicRow } from './question-bank';

/*
 * Who may do what in the question bank: a college reads its own topics and the shared ones, and writes only its
 * own; a video question shows only a clip its college uploaded. (The admin's shared bank: shared-topics.ts.)
 */

export const FILE_URL = '/api/files/';

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
