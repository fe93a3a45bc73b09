import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPlugin } from './web';

let app: FastifyInstance;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'placement-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Placement</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  app = Fastify();
  await app.register(webPlugin, { root: dist });
  await app.ready();
});
afterAll(() => app.close());

const cacheOf = async (url: string) => {
  const reply = await app.inject({ method: 'GET', url });
  expect(reply.statusCode, url).toBe(200);
  return reply.headers['cache-control'];
};

describe('web caching', () => {
  it('serves index.html for the root and every SPA path as no-cache, so a deploy is seen at once', async () => {
    for (const url of ['/', '/student/dashboard', '/college/results/abc?x=1', '/index.html']) {
      expect(await cacheOf(url), url).toBe('no-cache');
    }
  });

  it('keeps hashed assets immutable for a year, and root files revalidated', async () => {
    expect(await cacheOf('/assets/index-abc123.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheOf('/favicon.svg')).toBe('no-cache');
  });
});
