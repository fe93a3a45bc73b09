import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { test as base, demo, expect } from './fixtures';

/** Helpers of the portal-*.spec.ts files: API sign-ins kept to a minimum (the login limits are per account and IP). */

export { demo, expect };

type Json = Record<string, unknown>;

async function json(response: APIResponse): Promise<Json> {
  const body = (await response.json()) as Json;
  expect(response.ok(), JSON.stringify(body)).toBe(true);
  return body;
}

/**
 * The API's global request limit counts every unauthenticated request per IP, static files included, so a run
 * of page loads can leave no room for a sign-in. Waits out a 429 (twice at most) instead of failing.
 */
async function patiently(send: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let attempt = 0; ; attempt++) {
    const response = await send();
    if (response.status() !== 429 || attempt >= 2) return response;
    const wait = Number(/(\d+) seconds/.exec(await response.text())?.[1] ?? 30);
    await new Promise((resolve) => setTimeout(resolve, (wait + 1) * 1000));
  }
}

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/** Hashed build assets come from apps/web/dist on disk, sparing the platform's per-IP request limit. */
async function serveAssetsFromDisk(page: Page): Promise<void> {
  await page.route('**/assets/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    try {
      const body = await readFile(join(dist, path));
      await route.fulfill({ body, contentType: types[extname(path)] ?? 'application/octet-stream' });
    } catch {
      await route.continue();
    }
  });
}

let collegeToken: string | null = null;
const studentTokens = new Map<string, string>();

export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password: string,
  path = '/api/student/login',
) {
  const body = await json(
    await patiently(() => request.post(path, { data: { Email: email, Password: password } })),
  );
  return body.token as string;
}

/** The demo college's staff token, signed in once per worker. */
export async function collegeAuth(request: APIRequestContext): Promise<string> {
  collegeToken ??= await apiLogin(request, 'college@demo.test', 'College@123', '/api/college/login');
  return collegeToken;
}

/** A demo student's token, signed in once per worker (student@demo.test reuses global setup's). */
export async function studentAuth(request: APIRequestContext, email: string, password: string) {
  if (email === demo.student.email && process.env.E2E_STUDENT_TOKEN) return process.env.E2E_STUDENT_TOKEN;
  const cached = studentTokens.get(email);
  if (cached) return cached;
  const token = await apiLogin(request, email, password);
  studentTokens.set(email, token);
  return token;
}

export type FreshStudent = { id: string; token: string; email: string; password: string; firstName: string };

/** A new student of the demo college: invited by the college's staff and registered through the invite. */
export async function freshCollegeStudent(
  request: APIRequestContext,
  firstName = 'Portal',
): Promise<FreshStudent> {
  const staff = await collegeAuth(request);
  const email = `portal-${Date.now()}-${Math.floor(Math.random() * 1e6)}@demo.test`;
  const password = 'Portal@12345';
  const invite = await json(
    await request.post('/api/college/students/invite', {
      headers: { 'auth-token': staff },
      data: { Email: email, FirstName: firstName, LastName: 'Tester', Batch: '2027' },
    }),
  );
  const url = new URL(invite.inviteUrl as string);
  const registered = await json(
    await patiently(() =>
      request.post('/api/student/register', {
        params: {
          CollegeId: url.searchParams.get('CollegeId') ?? '',
          inviteLink: url.searchParams.get('inviteLink') ?? '',
        },
        data: {
          FirstName: firstName,
          LastName: 'Tester',
          Email: email,
          Password: password,
          PhoneNumber: '+91 90000 00000',
        },
      }),
    ),
  );
  const user = registered.user as { _id: string };
  return { id: user._id, token: registered.token as string, email, password, firstName };
}

/** Invites a student to the demo college's assessment of this name (the demo's own); returns its id. */
export async function inviteToAssessment(
  request: APIRequestContext,
  name: string,
  studentId: string,
): Promise<string> {
  const headers = { 'auth-token': await collegeAuth(request) };
  const list = await json(await request.get('/api/college/assessments', { headers }));
  const id = (list.assessments as { _id: string; name: string }[]).find((a) => a.name === name)?._id;
  if (!id) throw new Error(`no assessment named ${name}`);
  await json(
    await request.post(`/api/college/assessments/${id}/invite`, {
      headers,
      data: { studentIds: [studentId] },
    }),
  );
  return id;
}

/** Opens pages as the student holding `token` (set before any script of the app runs). */
export async function useToken(page: Page, token: string): Promise<void> {
  await serveAssetsFromDisk(page);
  await page.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
}

export { expectNoSeriousAxe } from './axe';

/** Test with the platform's baseURL (from fixtures.ts). */
export const test = base;
