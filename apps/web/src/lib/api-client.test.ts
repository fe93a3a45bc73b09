import { messages } from '@placement/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memory-storage';
import {
  ApiError,
  apiRequest,
  createApiClient,
  getToken,
  isRejection,
  onUnauthorized,
  setToken,
} from './api-client';

function reply(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
}

describe('apiRequest', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('sends the stored token as auth-token and JSON bodies', async () => {
    const fetch = reply(200, { success: true, value: 1 });
    vi.stubGlobal('fetch', fetch);
    setToken('t1');
    await expect(
      apiRequest('/api/x', { method: 'POST', body: { a: 1 }, query: { q: 'v', skip: undefined } }),
    ).resolves.toEqual({
      success: true,
      value: 1,
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/x?q=v');
    expect(init?.headers).toMatchObject({ 'auth-token': 't1', 'content-type': 'application/json' });
    expect(init?.body).toBe('{"a":1}');
  });

  it('repeats the key of a list in the query, leaving out empty values', async () => {
    const fetch = reply(200, { success: true });
    vi.stubGlobal('fetch', fetch);
    await apiRequest('/api/x', { query: { ids: ['a', 'b'], cutoff: ['C++: STL:60', ''], none: [] } });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/x?ids=a&ids=b&cutoff=C%2B%2B%3A+STL%3A60');
  });

  it('leaves the token out of calls made without one', async () => {
    const fetch = reply(200, { success: true });
    vi.stubGlobal('fetch', fetch);
    setToken('t1');
    await apiRequest('/api/student/login', { method: 'POST', body: {}, auth: false });
    expect(fetch.mock.calls[0]?.[1]?.headers).not.toHaveProperty('auth-token');
  });

  it("throws the server's message as an ApiError", async () => {
    vi.stubGlobal('fetch', reply(401, { success: false, message: messages.invalidCredentials }));
    const error = await apiRequest('/api/student/login', { auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(messages.invalidCredentials);
    expect(isRejection(error)).toBe(true);
  });

  it('treats a 5xx without JSON as an exception, not a rejection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })),
    );
    const error = await apiRequest('/api/x').catch((e: unknown) => e);
    expect((error as Error).message).toBe(messages.somethingWrong);
    expect(isRejection(error)).toBe(false);
  });

  it('drops a blacklisted token and tells the session', async () => {
    vi.stubGlobal('fetch', reply(401, { success: false, message: messages.tokenBlacklisted }));
    const seen: string[] = [];
    const stop = onUnauthorized((_error, path) => seen.push(path));
    setToken('t1');
    await expect(apiRequest('/api/student/me')).rejects.toThrow(messages.tokenBlacklisted);
    stop();
    expect(getToken()).toBeNull();
    expect(seen).toEqual(['/api/student/me']);
  });

  it('keeps the token on other 401s', async () => {
    vi.stubGlobal('fetch', reply(401, { success: false, message: messages.loginRequired }));
    setToken('t1');
    await expect(apiRequest('/api/student/me')).rejects.toThrow(messages.loginRequired);
    expect(getToken()).toBe('t1');
  });
});

describe('createApiClient (one client per role)', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it("sends each role's own token and never another's", async () => {
    const fetch = reply(200, { success: true });
    vi.stubGlobal('fetch', fetch);
    const college = createApiClient('collegeToken');
    setToken('student');
    college.setToken('staff');
    await college.request('/api/college/me', { query: { page: 2, search: '' } });
    await apiRequest('/api/student/me');
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/college/me?page=2');
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ 'auth-token': 'staff' });
    expect(fetch.mock.calls[1]?.[1]?.headers).toMatchObject({ 'auth-token': 'student' });
  });

  it("tells only that role's listeners of a 401", async () => {
    vi.stubGlobal('fetch', reply(401, { success: false, message: messages.loginRequired }));
    const company = createApiClient('companyToken');
    company.setToken('t');
    const seen: string[] = [];
    const stopCompany = company.onUnauthorized((_error, path) => seen.push(`company ${path}`));
    const stopStudent = onUnauthorized((_error, path) => seen.push(`student ${path}`));
    await expect(company.request('/api/company/me')).rejects.toBeInstanceOf(ApiError);
    stopCompany();
    stopStudent();
    expect(seen).toEqual(['company /api/company/me']);
  });

  it('hands back a row report (success false) when the caller reads it', async () => {
    vi.stubGlobal('fetch', reply(200, { success: false, rows: [{ row: 2, error: 'bad' }] }));
    const college = createApiClient('collegeToken');
    await expect(college.request('/api/college/import', { acceptUnsuccessful: true })).resolves.toMatchObject(
      {
        success: false,
      },
    );
    await expect(college.request('/api/college/import')).rejects.toBeInstanceOf(ApiError);
  });
});
