import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { HttpError } from '../lib/http-error';
import { failoverStore } from './rate-limit-store';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A caller with a token we signed is limited per session, anyone else per IP. The signature is checked here
 * (the limiter runs before the auth hook): a made-up header must not buy a fresh allowance.
 */
async function callerKey(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const header = request.headers['auth-token'];
  const token = Array.isArray(header) ? header[0] : header;
  const claims = token ? app.deps.jwt.verify(token) : null;
  return claims ? `s:${claims.sid}` : `ip:${request.ip}`;
}

/**
 * Request limits for every route (writes tighter than reads), shared through Redis when there is one (and
 * counted per process while it is down), and cross-origin reads only from the platform's own public address.
 */
export const limitsPlugin = fp(async (app: FastifyInstance, options: { redis?: Redis }) => {
  const { config } = app.deps;
  await app.register(cors, { origin: [config.publicUrl], credentials: false });
  await app.register(rateLimit, {
    global: true,
    timeWindow: 60_000,
    // a signed-out address may be a whole campus behind one NAT address, signing in together
    max: async (request, key) => {
      const writes = /^[rw]:ip:/.test(key) ? config.rateLimitSignedOutPerMinute : config.rateLimitPerMinute;
      return WRITE_METHODS.has(request.method) ? writes : writes * 4;
    },
    // reads and writes count separately, so browsing never spends a caller's writes
    keyGenerator: async (request) =>
      `${WRITE_METHODS.has(request.method) ? 'w' : 'r'}:${await callerKey(app, request)}`,
    // the app's own scripts and styles are not requests a person makes
    allowList: (request) => !request.url.startsWith('/api/') && !request.url.startsWith('/compiler'),
    ...(options.redis ? { store: failoverStore(options.redis, 'placement-rate-', app.log) } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
        'RATE_LIMITED',
      ),
  });
});
