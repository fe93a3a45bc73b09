import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../plugins/errors';
import { probeStudent } from '../../plugins/presence';
import { heardFromPage } from '../../services/attempts/connection-loss';
import { healthReport } from '../../services/health/health';
import { boardChanged } from '../../services/live/board-signals';
import { tagsOf } from '../doc-tags';

const tags = tagsOf('shared', 'health');

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The test page's connection probe (every 5 s from every student in a test): it proves that this server
  // answers and that the page is alive, and costs nothing else: no database, no session lookup, not counted
  // against request limits. Presence is kept in memory (plugins/presence.ts).
  app.get(
    '/ping',
    {
      config: { auth: 'anyone', rateLimit: false },
      schema: {
        tags,
        summary: 'Connection probe (204, or 200 when the test changed)',
        description:
          'Answers 204 with no body to anyone, without touching the database or counting against rate limits: ' +
          'the test page calls it every 5 s to tell a lost connection from a slow one. With `attempt` and a ' +
          "student's auth-token header it also tells the server that the attempt's page is alive (the server " +
          'ends an attempt whose page went silent for DISCONNECT_SECONDS plus the 30-second countdown, or pauses ' +
          "its clock under the 'pause' connection-loss policy). With `test` as well, it answers 200 " +
          '`{ notice }` (epoch ms) once the people running the test changed the attempt or the test (added ' +
          'time, a pause, an announcement): the page then fetches GET /api/student/test/:id/live when the ' +
          'notice is newer than the last it saw. With `watch=1` as well, the end screen of an ended attempt asks ' +
          'the same without saying the page is alive (it learns of a reopen that way; the board does not count it ' +
          'as the test page).',
        querystring: Type.Object({
          t: Type.Optional(Type.String({ maxLength: 32 })),
          attempt: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
          test: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
          watch: Type.Optional(Type.Literal('1')),
        }),
        response: { 200: Type.Object({ notice: Type.Integer() }), 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const attemptId = request.query.attempt;
      const header = request.headers['auth-token'];
      const studentId = attemptId
        ? await probeStudent(app, Array.isArray(header) ? header[0] : header)
        : null;
      // database work only when the page returns from a loss: the 'pause' policy gives the time back first
      if (!attemptId || !studentId) return reply.status(204).send(null);
      // a page heard again after a silence (a loss): the board's "last contact" and status change. The test
      // named is the page's word, unchecked: at worst the boards watching it refetch once more. The end screen's
      // watch for a reopen (`watch=1`) is not the test page: it is never heard.
      if (!request.query.watch && (await heardFromPage(app, attemptId, studentId)) && request.query.test) {
        boardChanged(app, request.query.test);
      }
      const notice = app.presence.noticeOf(attemptId, ...(request.query.test ? [request.query.test] : []));
      return notice === null ? reply.status(204).send(null) : reply.status(200).send({ notice });
    },
  );

  // For load balancers and monitoring: 200 when the database, the file store and Redis (where configured) all
  // answer within 3 s; otherwise 503, naming the parts that did not.
  const Part = Type.Union([Type.Literal('ok'), Type.Literal('down')]);
  const HealthReply = Type.Object({
    ok: Type.Boolean(),
    db: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    checks: Type.Object({ database: Part, storage: Part, redis: Type.Optional(Part) }),
    message: Type.Optional(Type.String()),
  });
  app.get(
    '/health',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Health check for load balancers',
        description:
          'Public. 200 when the database, the file store and Redis (where configured) all answer within 3 s; ' +
          'otherwise 503 with Retry-After, naming the parts that did not, so a load balancer takes this process ' +
          'out of rotation.',
        response: { 200: HealthReply, 503: HealthReply },
      },
    },
    async (_request, reply) => {
      const report = await healthReport(app);
      if (!report.ok) reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
      return reply.status(report.ok ? 200 : 503).send(report);
    },
  );
};
