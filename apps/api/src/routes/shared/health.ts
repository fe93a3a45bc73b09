import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply, messages } from '@placement/contract';
import { Type } from 'typebox';
import { Allowance } from '../../lib/allowance';
import { tooMany } from '../../lib/http-error';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../plugins/errors';
import { probeStudent } from '../../plugins/presence';
import { heardFromPage } from '../../services/attempts/connection-loss';
import { healthReport } from '../../services/health/health';
import { boardChanged } from '../../services/live/board-signals';
import { tagsOf } from '../doc-tags';

const tags = tagsOf('shared', 'health');

/** A test page probes every 5 s; a few tabs, the end screen's watch and rechecks fit well within this. */
const PROBES_PER_MINUTE = 60;

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const probes = new Allowance(PROBES_PER_MINUTE, 60_000);
  // The test page's connection probe (every 5 s from every student in a test): it proves that this server
  // answers and that the page is alive, and usually costs nothing else (the session and the attempt's owner are
  // cached, so no database work), nor counts against request limits: it has its own allowance per student.
  // Presence is kept in memory (plugins/presence.ts).
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
          'logs a connection loss on an attempt whose page went silent for DISCONNECT_SECONDS, and ends it after ' +
          "the 30-second countdown, or pauses its clock under the 'pause' connection-loss policy). With `test` as " +
          'well, it answers 200 ' +
          '`{ notice }` (epoch ms) once the people running the test changed the attempt or the test (added ' +
          'time, a pause, an announcement): the page then fetches GET /api/student/test/:id/live when the ' +
          'notice is newer than the last it saw. With `watch=1` as well, the end screen of an ended attempt asks ' +
          'the same without saying the page is alive (it learns of a reopen that way; the board does not count it ' +
          "as the test page). Only the student's own attempt in progress counts, and a student's probes naming an " +
          `attempt are limited to ${PROBES_PER_MINUTE} a minute (429 past that).`,
        querystring: Type.Object({
          t: Type.Optional(Type.String({ maxLength: 32 })),
          attempt: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
          test: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
          watch: Type.Optional(Type.Literal('1')),
        }),
        response: { 200: Type.Object({ notice: Type.Integer() }), 204: Type.Null(), 429: ErrorReply },
      },
    },
    async (request, reply) => {
      const attemptId = request.query.attempt;
      const header = request.headers['auth-token'];
      const studentId = attemptId
        ? await probeStudent(app, Array.isArray(header) ? header[0] : header)
        : null;
      if (!attemptId || !studentId) return reply.status(204).send(null);
      if (!probes.take(studentId)) {
        throw tooMany(messages.tooManyProbes, probes.secondsLeft());
      }
      // the student's own attempt, or nothing: a made-up id or another's never counts (a known attempt costs no
      // database work; an unknown id one lookup, remembered a minute)
      const attempt = await app.attemptOwners.of(attemptId, studentId);
      if (!attempt) return reply.status(204).send(null);
      // only an attempt in progress has a live page. A page heard again after a silence (a loss): the board's
      // "last contact" and status change; database work only then, as the 'pause' policy gives the time back
      // first. The end screen's watch for a reopen (`watch=1`) is not the test page: it is never heard.
      if (attempt.open && !request.query.watch && (await heardFromPage(app, attemptId, studentId))) {
        boardChanged(app, attempt.assessmentId);
      }
      const notice = app.presence.noticeOf(attemptId, attempt.assessmentId);
      return notice === null ? reply.status(204).send(null) : reply.status(200).send({ notice });
    },
  );

  // For load balancers and monitoring: 200 when the database, the file store and Redis (where configured) all
  // answer within 3 s and a judge can take code; otherwise 503, naming the parts that did not.
  const Part = Type.Union([Type.Literal('ok'), Type.Literal('down')]);
  const HealthReply = Type.Object({
    ok: Type.Boolean(),
    db: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    checks: Type.Object({ database: Part, storage: Part, redis: Type.Optional(Part), judge: Part }),
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
          'Public. 200 when the database, the file store and Redis (where configured) all answer within 3 s and ' +
          'a judge can take code (with a judge queue: at least one worker connected); otherwise 503 with ' +
          'Retry-After, naming the parts that did not, so a deployment with a dead judge is not healthy.',
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
