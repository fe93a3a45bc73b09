import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdaptiveQuery,
  AttemptResult,
  CompilerLogBody,
  CompilerLogListReply,
  CompilerLogReply,
  EndBody,
  EndReply,
  ErrorReplies,
  messages,
  ProctorEventBody,
  ProctorEventReply,
  ResponseBody,
  ResponseReply,
  ScreenshotReply,
  StartReply,
  TestDetailReply,
  TestIdParams,
  TestListQuery,
  TestListReply,
} from '@placement/contract';
import { Type } from 'typebox';
import { forbidden } from '../../lib/http-error';
import { actor } from '../../plugins/auth';
import { invitedBundle } from '../../services/shared/assessments/access';
import { answerQuestion } from '../../services/shared/assessments/answer';
import { listTests, presentAttempt, testOverview } from '../../services/shared/assessments/catalogue';
import { listCompilerLogs, saveCompilerLog } from '../../services/shared/assessments/compiler-logs';
import { endTest } from '../../services/shared/assessments/end';
import { recordProctorEvent } from '../../services/shared/assessments/proctoring';
import { studentResults } from '../../services/shared/assessments/results';
import { SCREENSHOT_BODY_LIMIT, saveScreenshot } from '../../services/shared/assessments/screenshots';
import { startTest } from '../../services/shared/assessments/start';

const student = { roles: ['student' as const] };
/** Taking a test never changes the student's account or sessions: their cached session stays valid. */
const testRoute = { auth: student, keepsActor: true as const };
const TestIdParam = Type.Object({ testId: TestIdParams.properties.id });

/** Taking a test: SPEC.md §7 "Tests", with the server deciding time, attempts and scores. */
export const studentTestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/student/test',
    {
      config: testRoute,
      schema: { querystring: TestListQuery, response: { 200: TestListReply, ...ErrorReplies } },
    },
    async (request) => ({
      success: true as const,
      assessments: await listTests(app, actor(request).user.id, request.query.status),
    }),
  );

  app.get(
    '/student/test/:id',
    {
      config: testRoute,
      schema: { params: TestIdParams, response: { 200: TestDetailReply, ...ErrorReplies } },
    },
    async (request) => ({
      success: true as const,
      ...(await testOverview(app, actor(request).user.id, request.params.id)),
    }),
  );

  app.post(
    '/student/test/start/:id',
    {
      config: testRoute,
      schema: {
        params: TestIdParams,
        querystring: AdaptiveQuery,
        response: { 200: StartReply, ...ErrorReplies },
      },
    },
    (request) => startTest(app, actor(request).user.id, request.params.id),
  );

  app.post(
    '/student/test/response/:testId',
    {
      config: testRoute,
      schema: { params: TestIdParam, body: ResponseBody, response: { 200: ResponseReply, ...ErrorReplies } },
    },
    async (request) => ({
      success: true as const,
      ...(await answerQuestion(app, actor(request).user.id, request.params.testId, 'adaptive', {
        response: request.body.response ?? -1,
        questionId: request.body.questionId,
        timeTaken: request.body.timeTaken,
      })),
    }),
  );

  app.post(
    '/student/test/response/non-adaptive/:testId',
    {
      config: testRoute,
      schema: { params: TestIdParam, body: ResponseBody, response: { 200: ResponseReply, ...ErrorReplies } },
    },
    async (request) => ({
      success: true as const,
      ...(await answerQuestion(app, actor(request).user.id, request.params.testId, 'linear', {
        response: request.body.response,
        questionId: request.body.questionId,
        timeTaken: request.body.timeTaken,
      })),
    }),
  );

  app.post(
    '/student/test/end/:id',
    {
      config: testRoute,
      schema: {
        params: TestIdParams,
        querystring: AdaptiveQuery,
        body: EndBody,
        response: { 200: EndReply, ...ErrorReplies },
      },
    },
    async (request) => {
      const studentId = actor(request).user.id;
      const attempt = await endTest(app, studentId, request.params.id, request.body);
      const bundle = await invitedBundle(app, studentId, request.params.id);
      return {
        success: true as const,
        message: messages.testSubmitted,
        attempt: presentAttempt(bundle, attempt),
      };
    },
  );

  app.post(
    '/student/test/:id/event',
    {
      config: testRoute,
      schema: {
        params: TestIdParams,
        body: ProctorEventBody,
        response: { 200: ProctorEventReply, ...ErrorReplies },
      },
    },
    (request) => recordProctorEvent(app, actor(request).user.id, request.params.id, request.body),
  );

  app.post(
    '/student/test/:id/screenshot',
    {
      config: testRoute,
      bodyLimit: SCREENSHOT_BODY_LIMIT,
      schema: {
        params: TestIdParams,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: ScreenshotReply, ...ErrorReplies },
      },
    },
    async (request) => {
      const { screenshotId } = await saveScreenshot(app, actor(request).user.id, request.params.id, request);
      return { success: true as const, message: 'Screenshot saved', screenshotId };
    },
  );

  app.post(
    '/compiler/log/:testId',
    {
      config: testRoute,
      schema: {
        params: TestIdParam,
        body: CompilerLogBody,
        response: { 200: CompilerLogReply, ...ErrorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      log: await saveCompilerLog(app, actor(request).user.id, request.params.testId, request.body),
    }),
  );

  app.get(
    '/compiler/log/:testId',
    {
      config: testRoute,
      schema: {
        params: TestIdParam,
        querystring: Type.Object({ question: TestIdParams.properties.id }),
        response: { 200: CompilerLogListReply, ...ErrorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      logs: await listCompilerLogs(
        app,
        actor(request).user.id,
        request.params.testId,
        request.query.question,
      ),
    }),
  );

  app.get(
    '/studentDummy/test/result',
    {
      config: testRoute,
      schema: {
        querystring: Type.Object({ studentId: Type.Optional(TestIdParams.properties.id) }),
        response: {
          200: Type.Object({ success: Type.Literal(true), studentResponse: Type.Array(AttemptResult) }),
          ...ErrorReplies,
        },
      },
    },
    async (request) => {
      const { user } = actor(request);
      if (request.query.studentId && request.query.studentId !== user.id) throw forbidden(messages.forbidden);
      return { success: true as const, studentResponse: await studentResults(app, user.id) };
    },
  );

  app.get(
    '/studentDummy/test/get-details',
    {
      config: testRoute,
      schema: {
        querystring: Type.Object({ assessment: TestIdParams.properties.id }),
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            assessment: TestDetailReply.properties.assessment,
            studentResponse: Type.Array(AttemptResult),
          }),
          ...ErrorReplies,
        },
      },
    },
    async (request) => {
      const { user } = actor(request);
      const { assessment } = await testOverview(app, user.id, request.query.assessment);
      return {
        success: true as const,
        assessment,
        studentResponse: await studentResults(app, user.id, request.query.assessment),
      };
    },
  );
};
