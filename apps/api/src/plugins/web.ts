import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Serves the built single-page app, with index.html for every non-API path the SPA routes itself. */
export const webPlugin = fp(async (app: FastifyInstance) => {
  if (!existsSync(webDist)) {
    app.log.warn(`web app not built (${webDist} missing): run npm run build:web`);
    return;
  }
  await app.register(fastifyStatic, { root: webDist, wildcard: false });
  app.get('/*', { config: { auth: 'public' } }, (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply
        .status(404)
        .send({ success: false, message: `Route ${request.method} ${request.url} not found` });
    }
    return reply.sendFile('index.html');
  });
});
