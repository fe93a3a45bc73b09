import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

type Headers = Record<string, string>;

/** The headers helmet's middleware sets, collected once from a stand-in response. */
function headersOf(options: HelmetOptions): Headers {
  const headers: Headers = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  // biome-ignore lint/suspicious/noExplicitAny: helmet reads nothing of the request for fixed options
  helmet(options)({} as any, response as any, () => {});
  return headers;
}

/**
 * helmet's security headers (CSP, HSTS, nosniff, frame and referrer rules) on every reply. They are worked out
 * once at start: @fastify/helmet builds helmet's middleware again on every request, which cost the connection
 * probe a seventh of its time. A route may still replace one (the LTI pages are framed by the LMS).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const headers = headersOf(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
