import { authMessages, fieldMessage, SINGLE_LINE, singleLineMessage } from '@placement/contract';
import { isConnectionFailure } from '@placement/db';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

/** how long a client should wait before trying again while the database cannot be reached */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Every error reply is `{ success: false, message }`; a 5xx never shows its cause. A database that cannot be
 * reached is a 503 with Retry-After, not a 500: nothing is wrong with the request.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // an outage under load fails hundreds of requests a second: one warning every few seconds says as much
  let warnedAt = 0;
  let unwarned = 0;
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      // a part of ours that failed (storage, say): the person reads the message, the log keeps the cause
      if (error.statusCode >= 500)
        request.log.error({ err: error.cause ?? error, code: error.code }, error.message);
      const retry = (error as HttpError & { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retry) reply.header('retry-after', retry);
      return reply
        .status(error.statusCode)
        .send({ success: false, message: error.message, code: error.code });
    }
    if ('validation' in error && error.validation) {
      return reply
        .status(400)
        .send({ success: false, message: validationMessage(error), code: 'VALIDATION' });
    }
    if (isConnectionFailure(error)) {
      // PostgreSQL restarting or out of reach: nothing is wrong with the request, and a retry shortly will work
      // (a write whose reply is lost this way is safe to repeat: answers carry the question they answer)
      unwarned++;
      if (Date.now() - warnedAt >= DATABASE_RETRY_AFTER_SECONDS * 1000) {
        request.log.warn(`database unavailable (${unwarned} requests answered 503): ${rootMessage(error)}`);
        warnedAt = Date.now();
        unwarned = 0;
      }
      return reply
        .status(503)
        .header('retry-after', DATABASE_RETRY_AFTER_SECONDS)
        .send({ success: false, message: authMessages.databaseUnavailable, code: 'DATABASE_UNAVAILABLE' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, message: error.message, code: error.code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, message: 'Something went wrong. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ success: false, message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
});

/** The innermost cause's message: drizzle wraps the driver's error in one that quotes the whole query. */
function rootMessage(error: unknown): string {
  let inner = error;
  for (let depth = 0; depth < 5 && (inner as { cause?: unknown })?.cause; depth++)
    inner = (inner as { cause: unknown }).cause;
  return inner instanceof Error ? inner.message : String(inner);
}

/** A request that failed its schema, in one sentence: what is missing, extra or wrong, and where. */
export function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const where = error.validationContext ?? 'body';
  const path = first.instancePath ? first.instancePath.slice(1).replaceAll('/', '.') : '';
  const missing = (first.params as { missingProperty?: string } | undefined)?.missingProperty;
  const extra = (first.params as { additionalProperty?: string } | undefined)?.additionalProperty;
  if (missing) return `${where} must have ${missing}`;
  if (extra) return `${where} must not have ${extra}`;
  // a form's field has a sentence of its own (the web checks the same rule before sending)
  const sentence = path ? fieldMessage(path) : undefined;
  if (sentence) return sentence;
  const field = `${where}${path ? `.${path}` : ''}`;
  if ((first.params as { pattern?: string } | undefined)?.pattern === SINGLE_LINE)
    return `${field} ${singleLineMessage}`;
  return `${field} ${first.message ?? 'is invalid'}`;
}
