import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memory-storage';
import { setToken } from './api-client';
import { getMe, startSessionCheck } from './session';

/** GET /api/student/me answering with the token it was sent, as the student's first name. */
function meServer() {
  return vi.fn(
    async (_url: string, init?: RequestInit) =>
      new Response(
        JSON.stringify({
          success: true,
          student: { FirstName: new Headers(init?.headers).get('auth-token') },
        }),
        { status: 200 },
      ),
  );
}

describe('the session check started with the page', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is the first read of the session: one request, not two', async () => {
    const fetch = meServer();
    vi.stubGlobal('fetch', fetch);
    setToken('t1');
    startSessionCheck();
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(getMe()).resolves.toMatchObject({ FirstName: 't1' });
    expect(fetch).toHaveBeenCalledTimes(1);
    // only the first read: the next one asks again
    await getMe();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is not taken for a session signed in since, nor once it is old', async () => {
    const fetch = meServer();
    vi.stubGlobal('fetch', fetch);
    setToken('t1');
    startSessionCheck();
    setToken('t2');
    await expect(getMe()).resolves.toMatchObject({ FirstName: 't2' });

    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    setToken('t3');
    startSessionCheck();
    vi.setSystemTime(60_000);
    await getMe();
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('asks nothing without a stored token', () => {
    const fetch = meServer();
    vi.stubGlobal('fetch', fetch);
    startSessionCheck();
    expect(fetch).not.toHaveBeenCalled();
  });
});
