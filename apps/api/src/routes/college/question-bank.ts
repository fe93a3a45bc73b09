import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorReplies,
  ImportReply,
  QuestionListReply,
  QuestionQuery,
  QuestionReply,
  TopicBody,
  TopicReply,
  TopicsReply,
  type TopicType,
  VerifyReply,
  VideoReply,
} from '@placement/contract';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { csvOf } from '../../lib/csv';
import { badRequest } from '../../lib/http-error';
import { verifyCodingQuestion } from '../../services/college/coding-gate';
import { importQuestions, readTestcases, templates } from '../../services/college/import-questions';
import {
  addQuestion,
  checkVideoFile,
  createTopic,
  listQuestions,
  listTopics,
  ownQuestion,
  ownTopic,
  presentQuestion,
  readableQuestion,
  readableTopic,
  topicQuestions,
  updateQuestion,
} from '../../services/college/question-bank';
import { checkQuestionBody } from '../../services/college/question-body';
import { workbookOf } from '../../services/college/spreadsheet';
import { collegeStaff, staffOf } from '../../services/college/staff';
import { presentFile, readMultipart, storeStreamedUpload } from '../../services/shared/uploads';

const IdParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});

const MAX_SHEET_BYTES = 2 * 1024 * 1024;
/** A question's clip; the server's 90 s request timeout makes this about 10 Mbit/s of upload at least. */
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;

async function sheetOf(request: Parameters<typeof readMultipart>[0]) {
  const { files } = await readMultipart(request, { maxFileSize: MAX_SHEET_BYTES, maxFiles: 1 });
  const file = files.find((f) => f.field === 'file');
  if (!file) throw badRequest('files not selected');
  return file.data;
}

const sendXlsx = (reply: FastifyReply, name: string, data: Buffer) =>
  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${name}.xlsx"`)
    .send(data);

export const questionBankRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const checkedBody = async (collegeId: string, type: TopicType, raw: unknown) => {
    const body = checkQuestionBody(type, raw);
    if (type === 'video') await checkVideoFile(app, collegeId, String(body.videoFile));
    return body;
  };

  app.post(
    '/topics',
    {
      config: { auth: collegeStaff },
      schema: {
        body: TopicBody,
        response: { 200: TopicReply, ...ErrorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      topic: await createTopic(app, staffOf(request).collegeId, request.body),
    }),
  );

  app.get(
    '/topics',
    {
      config: { auth: collegeStaff },
      schema: {
        response: { 200: TopicsReply, ...ErrorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      topics: await listTopics(app, staffOf(request).collegeId),
    }),
  );

  app.get(
    '/topics/:id/questions',
    {
      config: { auth: collegeStaff },
      schema: {
        params: IdParams,
        querystring: QuestionQuery,
        response: { 200: QuestionListReply, ...ErrorReplies },
      },
    },
    async (request) => {
      const topic = await readableTopic(app, staffOf(request).collegeId, request.params.id);
      return { success: true as const, ...(await listQuestions(app, topic.id, request.query)) };
    },
  );

  app.post(
    '/topics/:id/questions',
    {
      config: { auth: collegeStaff },
      schema: {
        params: IdParams,
        body: Type.Record(Type.String(), Type.Unknown()),
        response: { 200: QuestionReply, ...ErrorReplies },
      },
    },
    async (request) => {
      const { collegeId } = staffOf(request);
      const topic = await ownTopic(app, collegeId, request.params.id);
      const body = await checkedBody(collegeId, topic.type, request.body);
      const row = await addQuestion(app, topic, body);
      return { success: true as const, question: presentQuestion(row) };
    },
  );

  app.get(
    '/questions/:id',
    {
      config: { auth: collegeStaff },
      schema: { params: IdParams, response: { 200: QuestionReply, ...ErrorReplies } },
    },
    async (request) => {
      const { question } = await readableQuestion(app, staffOf(request).collegeId, request.params.id);
      return { success: true as const, question: presentQuestion(question) };
    },
  );

  app.post(
    '/videos',
    {
      config: { auth: collegeStaff },
      schema: {
        response: { 200: VideoReply, ...ErrorReplies },
      },
    },
    async (request) => {
      const video = await storeStreamedUpload(app, request, {
        ownerId: staffOf(request).userId,
        kind: 'video',
        allowed: ['mp4', 'webm', 'ogv'],
        maxFileSize: MAX_VIDEO_BYTES,
      });
      return { success: true as const, video: presentFile(video) };
    },
  );

  app.put(
    '/questions/:id',
    {
      config: { auth: collegeStaff },
      schema: {
        params: IdParams,
        body: Type.Record(Type.String(), Type.Unknown()),
        response: { 200: QuestionReply, ...ErrorReplies },
      },
    },
    async (request) => {
      const { collegeId } = staffOf(request);
      const { question } = await ownQuestion(app, collegeId, request.params.id);
      const body = await checkedBody(collegeId, question.type, request.body);
      const row = await updateQuestion(app, question, body);
      return { success: true as const, question: presentQuestion(row) };
    },
  );

  app.post(
    '/questions/:id/verify',
    {
      config: { auth: collegeStaff },
      schema: { params: IdParams, response: { 200: VerifyReply, ...ErrorReplies } },
    },
    async (request) => {
      const { question } = await ownQuestion(app, staffOf(request).collegeId, request.params.id);
      if (question.type !== 'compiler')
        throw badRequest('Only coding questions have a reference solution to check');
      const verification = await verifyCodingQuestion(app, question.id, question.body as never);
      return { success: true as const, verification };
    },
  );

  app.post(
    '/questions/:id/testcases/import',
    {
      config: { auth: collegeStaff },
      schema: { params: IdParams, response: { 200: ImportReply, ...ErrorReplies } },
    },
    async (request) => {
      const { question } = await ownQuestion(app, staffOf(request).collegeId, request.params.id);
      if (question.type !== 'compiler') throw badRequest('Only coding questions have testcases');
      const { testcases, errors: bad } = await readTestcases(await sheetOf(request));
      if (bad.length > 0) return { success: false, imported: 0, errors: bad };
      if (testcases.length === 0 || testcases.length > 50)
        throw badRequest('A coding question needs 1 to 50 testcases');
      await updateQuestion(app, question, {
        ...question.body,
        level: question.level,
        Duration: question.duration,
        ...(question.marks === null ? {} : { marks: question.marks }),
        testcases,
      });
      return { success: true, imported: testcases.length, errors: [] };
    },
  );

  app.post(
    '/topics/:id/import',
    {
      config: { auth: collegeStaff },
      schema: { params: IdParams, response: { 200: ImportReply, ...ErrorReplies } },
    },
    async (request) => {
      const topic = await ownTopic(app, staffOf(request).collegeId, request.params.id);
      return importQuestions(app, topic, await sheetOf(request));
    },
  );

  app.get(
    '/templates/:type',
    {
      config: { auth: collegeStaff },
      schema: {
        params: Type.Object({ type: Type.Union(Object.keys(templates).map((t) => Type.Literal(t))) }),
        querystring: Type.Object({
          format: Type.Optional(Type.Union([Type.Literal('xlsx'), Type.Literal('csv')])),
        }),
      },
    },
    async (request, reply) => {
      const { type } = request.params;
      const { columns, example } = templates[type]!;
      if (request.query.format === 'csv') {
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${type}-template.csv"`)
          .send(csvOf(columns, [example]));
      }
      return sendXlsx(reply, `${type}-template`, await workbookOf(type, columns, [[...example]]));
    },
  );

  app.get(
    '/topics/:id/export',
    { config: { auth: collegeStaff }, schema: { params: IdParams } },
    async (request, reply) => {
      const topic = await readableTopic(app, staffOf(request).collegeId, request.params.id);
      const rows = (await topicQuestions(app, topic.id)).map((q) => [
        q.level,
        q.duration,
        q.marks ?? '',
        JSON.stringify(q.body),
      ]);
      const header = ['Level', 'Duration', 'Marks', 'Question (JSON)'];
      return sendXlsx(
        reply,
        topic.heading.replace(/[^A-Za-z0-9 _-]/g, '_'),
        await workbookOf(topic.heading.slice(0, 31), header, rows),
      );
    },
  );
};
