import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const isApi = (url: string) => url.startsWith('/api/') || url.startsWith('/compiler');

/**
 * API replies carry tokens and personal data: none is kept by a browser or a proxy (`no-store`) unless its
 * route sets its own Cache-Control (a public company logo, a college's screenshot).
 */
export const cachePolicyPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApi(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
});
