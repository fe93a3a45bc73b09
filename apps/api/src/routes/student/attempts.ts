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
  TabHeaders,
  TestDetailReply,
  TestIdParams,
  TestListQuery,
  TestListReply,
} from '@placement/contract';
import { Type } from 'typebox';
import { forbidden } from '../../lib/http-error';
import { actor } from '../../plugins/auth';
import { assessmentOverview, listStudentAssessments } from '../../services/assessments/catalogue';
import { presentAttempt } from '../../services/assessments/presenters';
import { answerQuestion } from '../../services/attempts/answer';
import { listCompilerLogs, saveCompilerLog } from '../../services/attempts/compiler-logs';
import { endAttempt } from '../../services/attempts/end';
import { publishedBundle } from '../../services/attempts/policy';
import { recordProctorEvent } from '../../services/attempts/proctoring';
import { SCREENSHOT_BODY_LIMIT, saveScreenshot } from '../../services/attempts/screenshots';
import { startAttempt } from '../../services/attempts/start';
import { tabClaimOf } from '../../services/attempts/tab-hold';
import { studentResults } from '../../services/results/student-results';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';

const tags = tagsOf('student', 'tests');

const student = { roles: ['student' as const] };
/** Taking a test never changes the student's account or sessions: their cached session stays valid. */
export const attemptRoute = { auth: student, keepsActor: true as const };
const TestIdParam = Type.Object({ testId: TestIdParams.properties.id });

const route = routesOf(attemptRoute, tags, ErrorReplies);

/** Taking a test: SPEC.md §7 "Tests", with the server deciding time, attempts and scores. */
export const studentAttemptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/student/test',
    route({
      summary: "The student's tests",
      description:
        'The assessments the student is invited to (filter by `status`), with dates, duration, topics, number ' +
        'of questions, attempts used and whether one is in progress.',
      querystring: TestListQuery,
      response: { 200: TestListReply },
    }),
    async (request) => ({
      success: true as const,
      assessments: await listStudentAssessments(app, actor(request).user.id, request.query.status),
    }),
  );

  app.get(
    '/student/test/:id',
    route({
      summary: 'One test before or after taking it',
      description:
        'The overview of an assessment the student is invited to: instructions, topics, timing, attempts and ' +
        'released results; never a question or a key. 404 for a test not published, 403 when not invited.',
      params: TestIdParams,
      response: { 200: TestDetailReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await assessmentOverview(app, actor(request).user.id, request.params.id)),
    }),
  );

  app.post(
    '/student/test/start/:id',
    route({
      summary: 'Start or resume an attempt',
      description:
        'Starts an attempt (or resumes the one in progress) and answers the first or current question with the ' +
        'deadline the server keeps, and makes the calling tab (`x-test-tab`) the one that holds it. 403 when ' +
        'not invited, before the start date, after the end date or with no attempts left; 404 for a test not ' +
        'published; 409 TEST_OPEN_ELSEWHERE when another tab holds the attempt and `x-test-tab-take-over` is ' +
        'not sent, its message saying where the test was last open (the browser and how long ago).',
      params: TestIdParams,
      querystring: AdaptiveQuery,
      headers: TabHeaders,
      response: { 200: StartReply },
    }),
    (request) =>
      startAttempt(
        app,
        actor(request).user.id,
        request.params.id,
        tabClaimOf(request.headers, request.headers['user-agent']),
      ),
  );

  // One answer route per flow: each refuses an attempt of the other flow.
  const answerRoutes = [
    {
      url: '/student/test/response/:testId',
      flow: 'adaptive',
      summary: 'Answer a question of an adaptive test',
      description:
        'Records the answer to the question being asked (by `questionId`, so a retry is idempotent) and answers ' +
        'the next question by the adaptive levels, or the end. A late answer is recorded as timed out. 400 for ' +
        'a linear test or a malformed answer, 409 when the question is not the one asked or the attempt is over ' +
        '(TAB_NOT_HOLDER: another tab holds the attempt).',
    },
    {
      url: '/student/test/response/non-adaptive/:testId',
      flow: 'linear',
      summary: 'Answer a question of a linear test',
      description:
        'Records the answer to the question being asked (by `questionId`, so a retry is idempotent) and answers ' +
        'the next question in order, or the end; coding answers are judged on the server against every ' +
        'testcase. 400 for an adaptive test or a malformed answer, 409 when the question is not the one asked ' +
        '(TAB_NOT_HOLDER: another tab holds the attempt).',
    },
  ] as const;
  for (const { url, flow, summary, description } of answerRoutes) {
    app.post(
      url,
      route({
        summary,
        description,
        params: TestIdParam,
        headers: TabHeaders,
        body: ResponseBody,
        response: { 200: ResponseReply },
      }),
      async (request) => ({
        success: true as const,
        ...(await answerQuestion(
          app,
          actor(request).user.id,
          request.params.testId,
          flow,
          {
            response: request.body.response,
            questionId: request.body.questionId,
            timeTaken: request.body.timeTaken,
          },
          request.headers['x-test-tab'],
        )),
      }),
    );
  }

  app.post(
    '/student/test/end/:id',
    route({
      summary: 'End an attempt',
      description:
        'Ends the attempt in progress for the reason given (submitted, time up, tab switches, fullscreen exit, ' +
        'lost connection, camera) and answers its summary (score once graded). 409 when it has already ended ' +
        'or was never started, or (TAB_NOT_HOLDER) comes from a tab that no longer holds the attempt.',
      params: TestIdParams,
      querystring: AdaptiveQuery,
      headers: TabHeaders,
      body: EndBody,
      response: { 200: EndReply },
    }),
    async (request) => {
      const studentId = actor(request).user.id;
      const attempt = await endAttempt(
        app,
        studentId,
        request.params.id,
        request.body,
        request.headers['x-test-tab'],
      );
      // the end above was the student's own attempt: its test needs no second invitation check
      const bundle = await publishedBundle(app, request.params.id);
      return {
        success: true as const,
        message: messages.testSubmitted,
        attempt: presentAttempt(bundle, attempt),
      };
    },
  );

  app.post(
    '/student/test/:id/event',
    route({
      summary: 'Report a proctoring event',
      description:
        'The test page reports what it saw during the attempt (tab switch, fullscreen exit, paste, faces, ' +
        "camera), for the risk summary staff review; the reply gives the counts against the test's limits and " +
        'whether that ended the attempt. A `connection_lost` sent with `offlineSeconds` that repeats a loss the ' +
        'server logged itself (the page unheard past DISCONNECT_SECONDS) is kept but not counted again. 409 once ' +
        'the attempt is over, or (TAB_NOT_HOLDER) from a tab that no longer holds it.',
      params: TestIdParams,
      headers: TabHeaders,
      body: ProctorEventBody,
      response: { 200: ProctorEventReply },
    }),
    (request) =>
      recordProctorEvent(
        app,
        actor(request).user.id,
        request.params.id,
        request.body,
        request.headers['x-test-tab'],
      ),
  );

  app.post(
    '/student/test/:id/screenshot',
    {
      config: attemptRoute,
      bodyLimit: SCREENSHOT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Upload a proctoring snapshot',
        description:
          'A camera snapshot (PNG or JPEG, multipart or a data URL in JSON, up to 3 MB) kept with the attempt for ' +
          'staff review; its id can be named by a face event. 400 for another image type, 409 once the attempt ' +
          'is over.',
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
    route({
      summary: "Save the code editor's work",
      description:
        "Keeps the student's code for a coding question of the attempt in progress, so a reload or another " +
        'device finds it. 404 for a question not in the test, 400 for an unknown language, 409 once the attempt ' +
        'is over.',
      params: TestIdParam,
      body: CompilerLogBody,
      response: { 200: CompilerLogReply },
    }),
    async (request) => ({
      success: true as const,
      log: await saveCompilerLog(app, actor(request).user.id, request.params.testId, request.body),
    }),
  );

  app.get(
    '/compiler/log/:testId',
    route({
      summary: 'Saved code of a coding question',
      description: "The student's saved code for one coding question of a test, newest first.",
      params: TestIdParam,
      querystring: Type.Object({ question: TestIdParams.properties.id }),
      response: { 200: CompilerLogListReply },
    }),
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
      config: attemptRoute,
      schema: {
        tags,
        summary: "The student's results",
        description:
          "The signed-in student's attempts and the results the college has released (SPEC's legacy path). 403 " +
          'when `studentId` names another student.',
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
      config: attemptRoute,
      schema: {
        tags,
        summary: "One test with the student's results",
        description:
          "An assessment's overview and the signed-in student's attempts at it with released results (SPEC's " +
          'legacy path). 404 for a test not published, 403 when not invited.',
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
      const { assessment } = await assessmentOverview(app, user.id, request.query.assessment);
      return {
        success: true as const,
        assessment,
        studentResponse: await studentResults(app, user.id, request.query.assessment),
      };
    },
  );
};
