import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger, OneLinePerRequest } from './logger';

async function linesFor(nodeEnv: 'production' | 'development') {
  const output = new PassThrough();
  const lines: string[] = [];
  output.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  const app = Fastify({
    loggerInstance: createLogger({ nodeEnv, logLevel: 'info' }, output),
    logController: new OneLinePerRequest(),
  });
  app.get('/api/health', async () => ({ ok: true }));
  await app.inject({ method: 'GET', url: '/api/health' });
  await app.inject({ method: 'GET', url: '/api/missing' });
  await app.close();
  return lines;
}

describe('server console', () => {
  it('production writes one JSON line per request, with its request id', async () => {
    const lines = (await linesFor('production')).map((line) => JSON.parse(line));
    const requests = lines.filter((line) => line.req);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      reqId: 'req-1',
      req: { method: 'GET', url: '/api/health' },
      res: { statusCode: 200 },
    });
    expect(requests[1]).toMatchObject({ req: { url: '/api/missing' }, res: { statusCode: 404 } });
  });

  it('development writes one short readable line per request', async () => {
    const lines = await linesFor('development');
    const requests = lines.filter((line) => line.includes('/api/'));
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/health 200 \d+ ms$/);
    expect(requests[1]).toMatch(/GET \/api\/missing 404 \d+ ms$/);
  });
});
