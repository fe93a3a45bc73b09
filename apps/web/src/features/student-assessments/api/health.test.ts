import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { probeHealth } from './health';

const storage = (token: string | null): Storage =>
  ({ getItem: () => token, setItem: () => undefined, removeItem: () => undefined }) as unknown as Storage;

describe('the connection probe with the test', () => {
  beforeEach(() => vi.stubGlobal('localStorage', storage('tok')));
  afterEach(() => vi.unstubAllGlobals());

  it('names the attempt and the test, and a 204 is no notice (no body read, no second request)', async () => {
    const json = vi.fn();
    const fetch = vi.fn(async (_url: string) => ({ status: 204, json }) as unknown as Response);
    vi.stubGlobal('fetch', fetch);
    await expect(probeHealth('att1', 'test1')).resolves.toEqual({ status: 'ok', notice: null });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/^\/api\/ping\?t=\d+&attempt=att1&test=test1$/);
    expect(json).not.toHaveBeenCalled();
  });

  it('a 200 carries the newest change of the people running the test', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ notice: 1_764_000_000_000 }), { status: 200 }),
    );
    await expect(probeHealth('att1', 'test1')).resolves.toEqual({ status: 'ok', notice: 1_764_000_000_000 });
  });

  it('no reply is a lost connection', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('offline')));
    await expect(probeHealth('att1', 'test1')).resolves.toEqual({ status: 'lost', notice: null });
  });
});
