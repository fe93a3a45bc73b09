import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Found through the package's name, so the path holds in the sources and in the built bundle.
const builtWeb = join(dirname(createRequire(import.meta.url).resolve('@placement/web/package.json')), 'dist');
const ROOT_FILE = /^\/[\w-]+\.(svg|png|ico|txt|webmanifest)$/;

/**
 * Serves the built single-page app: hashed assets looked up on demand (so a rebuild never leaves a stale
 * list behind) and cached for a year, the few root files, and index.html for every other path the SPA routes
 * itself; those two are `no-cache` (revalidated every time), so a deploy reaches browsers at once.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { root?: string }) => {
  const webDist = options.root ?? builtWeb;
  if (!existsSync(webDist)) {
    app.log.warn(`web app not built (${webDist} missing): run npm run build:web`);
    return;
  }
  await app.register(fastifyStatic, {
    root: join(webDist, 'assets'),
    prefix: '/assets/',
    wildcard: true,
    immutable: true,
    maxAge: '365d',
  });
  app.get('/*', { config: { auth: 'public' } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/')) {
      return reply.status(404).send({ success: false, message: `Route ${request.method} ${path} not found` });
    }
    // sendFile would apply the /assets options (a year, immutable) and replace the header set here
    const revalidated = { cacheControl: false };
    reply.header('cache-control', 'no-cache');
    if (ROOT_FILE.test(path) && existsSync(join(webDist, path)))
      return reply.sendFile(path.slice(1), webDist, revalidated);
    return reply.sendFile('index.html', webDist, revalidated);
  });
});
