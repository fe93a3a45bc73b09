import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-error';

// PostgreSQL text cannot hold NUL, and a lone surrogate is not valid UTF-8: either would fail deep in a query.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function findUnstorable(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0') || LONE_SURROGATE.test(value);
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    if (findUnstorable(item, depth + 1)) return true;
  }
  return false;
}

/** Refuses text the database could not store, before any handler sees it. */
export const textHygienePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (findUnstorable(request.body) || findUnstorable(request.query) || findUnstorable(request.params)) {
      throw badRequest('Text must not contain NUL characters or broken Unicode', 'UNSTORABLE_TEXT');
    }
  });
});
