import type { TSchema } from '@fastify/type-provider-typebox';
import type { FastifyContextConfig } from 'fastify';

/** What a route says of itself in /api/docs and checks: its request parts and its successful replies. */
type RouteSchema = {
  summary: string;
  description: string;
  params?: TSchema;
  querystring?: TSchema;
  headers?: TSchema;
  body?: TSchema;
  response: Record<number, TSchema>;
};

/**
 * The options of a route file's routes that share a shape: reached by `config` (its `auth`, default-deny), listed
 * under `tags` in /api/docs, and giving `errors` beside the replies each route names. A file writes
 * `const route = routesOf({ auth: collegeStaff }, tags, ErrorReplies)` once and `route({ summary, … })` per route.
 */
export const routesOf =
  <E extends Record<number, TSchema>>(config: FastifyContextConfig, tags: string[], errors: E) =>
  <S extends RouteSchema>(schema: S) => ({
    config,
    schema: { tags, ...schema, response: { ...schema.response, ...errors } },
  });
