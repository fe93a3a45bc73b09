import { fieldMessage, SINGLE_LINE, singleLineMessage } from '@placement/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

/** Every error reply is `{ success: false, message }`; a 5xx never shows its cause. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
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
