import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '@placement/contract';
import { Type } from 'typebox';
import { checkDatabase } from '../../services/shared/health';

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

  // For load balancers and monitoring: the database answers too (503 with Retry-After while it cannot be reached).
  app.get(
    '/health',
    {
      config: { auth: 'public' },
      schema: {
        response: {
          200: Type.Object({
            ok: Type.Boolean(),
            db: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
          }),
          503: ErrorReply,
        },
      },
    },
    async () => {
      await checkDatabase(app);
      return { ok: true, db: app.deps.database.kind };
    },
  );
};
