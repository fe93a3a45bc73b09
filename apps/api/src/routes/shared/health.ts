import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '@placement/contract';
import { Type } from 'typebox';
import { checkDatabase } from '../../services/shared/health';
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

  // For load balancers and monitoring: the database answers too (503 with Retry-After while it cannot be reached).
  app.get(
    '/health',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Health check for load balancers',
        description:
          'Public. 200 with the kind of database in use once the database answers a query; an error (5xx) when it ' +
          'does not, so a load balancer takes this process out of rotation.',
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
