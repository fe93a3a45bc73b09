import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../plugins/errors';
import { healthReport } from '../../services/shared/health';
import { tagsOf } from '../doc-tags';

const tags = tagsOf('shared', 'health');

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The test page's connection probe (every 5 s from every student in a test): it proves that this server
  // answers and costs nothing else: no database, no session lookup, not counted against request limits.
  app.get(
    '/ping',
    {
      config: { auth: 'anyone', rateLimit: false },
      schema: {
        tags,
        summary: 'Connection probe (204)',
        description:
          'Answers 204 with no body to anyone, without touching the database or counting against rate limits: ' +
          'the test page calls it every 5 s to tell a lost connection from a slow one.',
        response: { 204: Type.Null() },
      },
    },
    async (_request, reply) => reply.status(204).send(null),
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
