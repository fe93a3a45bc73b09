import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorReplies,
  IdParams,
  ImportReply,
  QuestionReply,
  QuestionWriteBody,
  TopicBody,
  TopicReply,
  TopicsReply,
  type TopicType,
  VideoReply,
} from '@placement/contract';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { csvOf } from '../../lib/csv';
import { badRequest } from '../../lib/http-error';
import { workbookOf } from '../../lib/spreadsheet';
import { collegeStaff, staffOf } from '../../services/account/college-staff';
import { importQuestions, readTestcases, templates } from '../../services/question-bank/import-questions';
import {
  checkVideoFile,
  ownQuestion,
  ownTopic,
  readableQuestion,
  readableTopic,
} from '../../services/question-bank/policy';
import { questionReply } from '../../services/question-bank/presenters';
import {
  createTopic,
  listTopics,
  topicQuestions,
  updateQuestion,
} from '../../services/question-bank/question-bank';
import { checkQuestionBody } from '../../services/question-bank/question-body';
import { presentFile } from '../../services/uploads/presenters';
import { readMultipart, storeStreamedUpload } from '../../services/uploads/uploads';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';
import { addTopicQuestionRoutes } from '../shared/topic-questions';
import { sendSpreadsheet } from '../spreadsheet-reply';

const tags = tagsOf('college', 'question bank');
const route = routesOf({ auth: collegeStaff }, tags, ErrorReplies);

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
  sendSpreadsheet(reply, 'xlsx', `${name}.xlsx`, data);

export const questionBankRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const checkedBody = async (collegeId: string, type: TopicType, raw: unknown) => {
    const body = checkQuestionBody(type, raw);
    if (type === 'video') await checkVideoFile(app, collegeId, String(body.videoFile));
    return body;
  };

  addTopicQuestionRoutes(app, {
    auth: collegeStaff,
    tags,
    docs: {
      list: {
        summary: "A topic's questions",
        description:
          'A page of the questions of a topic the college may read (its own or a shared one), filtered by level; ' +
          'authors see keys and testcases. 404 for a topic of another college.',
      },
      add: {
        summary: 'Add a question to a topic',
        description:
          "The body is the topic's question type (checked by that type's rules: options and key, sub-questions, " +
          "testcases, video file…). Only the college's own topics take questions (shared ones are read-only): " +
          "404 otherwise, 400 for a question that breaks its type's rules.",
      },
      verify: {
        summary: 'Verify a coding question',
        description:
          'Runs the reference solution in the judge on every testcase (filling blank expected outputs) and checks ' +
          'that each known-wrong solution fails one; only a verified question may be in a published test. 400 for ' +
          'a question that is not a coding one, 404 for one of another college.',
      },
    },
    readableTopic: (request, topicId) => readableTopic(app, staffOf(request).collegeId, topicId),
    writableTopic: (request, topicId) => ownTopic(app, staffOf(request).collegeId, topicId),
    checkBody: (request, type, raw) => checkedBody(staffOf(request).collegeId, type, raw),
    verifiableQuestion: async (request, questionId) =>
      (await ownQuestion(app, staffOf(request).collegeId, questionId)).question,
  });

  app.post(
    '/topics',
    route({
      summary: 'Create a topic',
      description:
        'College staff add a topic of one question type (mcq, findAnswer, essay, video, compiler) to their ' +
        "college's bank. 400 for a bad heading or type.",
      body: TopicBody,
      response: { 200: TopicReply },
    }),
    async (request) => ({
      success: true as const,
      topic: await createTopic(app, staffOf(request).collegeId, request.body),
    }),
  );

  app.get(
    '/topics',
    route({
      summary: 'List topics',
      description: "The college's own topics and the platform's shared ones, with question counts per level.",
      response: { 200: TopicsReply },
    }),
    async (request) => ({
      success: true as const,
      topics: await listTopics(app, staffOf(request).collegeId),
    }),
  );

  app.get(
    '/questions/:id',
    route({
      summary: 'One question',
      description: 'A question of a topic the college may read, with its key; 404 otherwise.',
      params: IdParams,
      response: { 200: QuestionReply },
    }),
    async (request) => {
      const { question } = await readableQuestion(app, staffOf(request).collegeId, request.params.id);
      return questionReply(question);
    },
  );

  app.post(
    '/videos',
    route({
      summary: "Upload a video question's clip",
      description:
        'Multipart, streamed to storage: one MP4, WebM or Ogg video of at most 100 MB; its id goes into a video ' +
        'question. 413 when larger, 400 for another type.',
      response: { 200: VideoReply },
    }),
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
    route({
      summary: 'Edit a question',
      description:
        "Replaces a question of the college's own bank, checked by its type's rules; a coding question must be " +
        'verified again before a published test uses it. 404 for a question of another college or a shared one.',
      params: IdParams,
      body: QuestionWriteBody,
      response: { 200: QuestionReply },
    }),
    async (request) => {
      const { collegeId } = staffOf(request);
      const { question } = await ownQuestion(app, collegeId, request.params.id);
      const body = await checkedBody(collegeId, question.type, request.body);
      return questionReply(await updateQuestion(app, question, body));
    },
  );

  app.post(
    '/questions/:id/testcases/import',
    route({
      summary: "Import a coding question's testcases from a spreadsheet",
      description:
        'Multipart `file`: an .xlsx or .csv of at most 2 MB with input and expected output columns; replaces the ' +
        "question's testcases (1 to 50). A sheet with bad rows imports nothing and lists them (success false); " +
        '400 for a question that is not a coding one.',
      params: IdParams,
      response: { 200: ImportReply },
    }),
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
    route({
      summary: 'Import questions from a spreadsheet',
      description:
        "Multipart `file`: an .xlsx or .csv of at most 2 MB in the topic type's template (GET …/templates/{type}). " +
        'Every row is checked and nothing is written unless all are good; bad rows come back listed. For Moodle ' +
        'XML, QTI 2.1 or GIFT files use POST …/import/preview.',
      params: IdParams,
      response: { 200: ImportReply },
    }),
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
        tags,
        summary: "A question type's import template",
        description:
          'The spreadsheet template (xlsx, or csv with `format=csv`) with the columns of one question type and an ' +
          'example row, for POST …/topics/{id}/import.',
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
    {
      config: { auth: collegeStaff },
      schema: {
        tags,
        summary: "Export a topic's questions as a spreadsheet",
        description:
          'An .xlsx of every question of a topic the college may read (level, duration, marks, the question as ' +
          'JSON). For QTI 2.1, which other systems read, use GET …/topics/{id}/export.zip. 404 for a topic of ' +
          'another college.',
        params: IdParams,
      },
    },
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
