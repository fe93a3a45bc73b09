import type { IncomingMessage, ServerResponse } from 'node:http';

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export function reply(
  response: ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': type, ...headers });
  response.end(body);
}

export const json = (response: ServerResponse, status: number, body: unknown, type = 'application/json') =>
  reply(response, status, type, JSON.stringify(body));

export const bearerOf = (request: IncomingMessage) =>
  (request.headers.authorization ?? '').replace(/^Bearer /, '');

/** An auto-submitting form, as Moodle and Canvas send them. */
export function autoPostPage(action: string, fields: Record<string, string>, label = 'Continue'): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html><html><body><form id="f" method="post" action="${escapeHtml(action)}">${inputs}<button>${label}</button></form><script>document.getElementById('f').submit()</script></body></html>`;
}

/**
 * Replies an endpoint was told to fail with (an LMS under maintenance, a rate limit): the next `times`
 * requests to it answer `status`, with Retry-After when given.
 */
export class Faults {
  private pending = new Map<string, { times: number; status: number; retryAfter?: string }>();

  set(endpoint: string, times: number, status = 503, retryAfter?: string) {
    this.pending.set(endpoint, { times, status, ...(retryAfter === undefined ? {} : { retryAfter }) });
  }

  /** Answers the fault and true when this request is one of the failing ones. */
  take(endpoint: string, response: ServerResponse): boolean {
    const fault = this.pending.get(endpoint);
    if (!fault || fault.times <= 0) return false;
    fault.times -= 1;
    reply(
      response,
      fault.status,
      'application/json',
      JSON.stringify({ error: fault.status === 429 ? 'rate_limited' : 'unavailable' }),
      fault.retryAfter === undefined ? {} : { 'retry-after': fault.retryAfter },
    );
    return true;
  }
}
