import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { healthReport } from '../../services/shared/health';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The test page's connection probe (every 5 s from every student in a test): it proves that this server
  // answers and costs nothing else: no database, no session lookup, not counted against request limits.
  app.get(
    '/ping',
    {
      config: { auth: 'anyone', rateLimit: false },
      schema: { response: { 204: Type.Null() } },
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
      schema: { response: { 200: HealthReply, 503: HealthReply } },
    },
    async (_request, reply) => {
      const report = await healthReport(app);
      return reply.status(report.ok ? 200 : 503).send(report);
    },
  );
};
