import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
        },
      },
    },
    async () => {
      await app.deps.db.execute(sql`select 1`);
      return { ok: true, db: app.deps.database.kind };
    },
  );
};
