import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LiveBoardReply } from '@placement/contract';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { test as base, expect } from './fixtures';

/** Helpers of the college-*.spec.ts files: staff signed in once per run, students driven through the API. */

export { expect };
export const staff = { email: 'college@demo.test', password: 'College@123' } as const;

type Json = Record<string, unknown>;

export async function ok<T = Json>(response: APIResponse): Promise<T> {
  const text = await response.text();
  expect(response.ok(), `${response.url()}: ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

/** Waits out a 429 of the per-IP limit (twice at most) instead of failing. */
async function patiently(send: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let attempt = 0; ; attempt++) {
    const response = await send();
    if (response.status() !== 429 || attempt >= 2) return response;
    const wait = Number(/(\d+) seconds/.exec(await response.text())?.[1] ?? 30);
    await new Promise((resolve) => setTimeout(resolve, (wait + 1) * 1000));
  }
}

// One sign-in per run, kept in a file named after the platform's address so a restarted worker finds it.
let cached: string | null = null;
const tokenFile = () =>
  join(tmpdir(), `college-e2e-token-${new URL(process.env.E2E_BASE_URL ?? 'http://x').port}.txt`);

export async function collegeToken(request: APIRequestContext): Promise<string> {
  if (cached) return cached;
  cached = await readFile(tokenFile(), 'utf8').catch(() => null);
  if (cached) {
    const me = await request.get('/api/college/me', { headers: { 'auth-token': cached } });
    if (me.ok()) return cached;
  }
  const body = await ok<{ token: string }>(
    await patiently(() =>
      request.post('/api/college/login', { data: { Email: staff.email, Password: staff.password } }),
    ),
  );
  cached = body.token;
  await writeFile(tokenFile(), cached);
  return cached;
}

export async function staffApi<T = Json>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put',
  path: string,
  data?: unknown,
): Promise<T> {
  const headers = { 'auth-token': await collegeToken(request) };
  return ok<T>(await request[method](path, { headers, data }));
}

/**
 * One action of a test's live board on one student ('pause', 'resume', 'reopen', 'end', …), through the API as
 * the board sends it, with the version the board shows.
 */
export async function liveAction(
  request: APIRequestContext,
  assessmentId: string,
  email: string,
  action: string,
  body: Json = {},
): Promise<void> {
  const live = `/api/college/assessments/${assessmentId}/live`;
  const board = await staffApi<LiveBoardReply>(request, 'get', live);
  const row = board.rows.find((r) => r.email === email);
  if (!row) throw new Error(`${email} is not on the board`);
  const reply = await staffApi<{ done: number; message: string }>(request, 'post', `${live}/${action}`, {
    students: [{ studentId: row.studentId, version: row.version }],
    ...body,
  });
  expect(reply.done, reply.message).toBe(1);
}

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/** Hashed build assets come from apps/web/dist on disk, sparing the platform's per-IP request limit. */
export async function serveAssetsFromDisk(page: Page): Promise<void> {
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

/** `college`: a page signed in as the demo college's staff (the token set before the app runs). */
export const test = base.extend<{ college: Page }>({
  college: async ({ page, request }, use) => {
    const token = await collegeToken(request);
    await serveAssetsFromDisk(page);
    await page.addInitScript((value) => {
      if (!localStorage.getItem('collegeToken')) localStorage.setItem('collegeToken', value);
    }, token);
    await use(page);
  },
});

export { expectNoSeriousAxe } from './axe';

export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

type Topic = { _id: string; Heading: string; Type: string };

export async function createTopic(request: APIRequestContext, Heading: string, Type: string): Promise<Topic> {
  const { topic } = await staffApi<{ topic: Topic }>(request, 'post', '/api/college/qb/topics', {
    Heading,
    Description: 'Made by an e2e test',
    Type,
  });
  return topic;
}

export async function addMcq(
  request: APIRequestContext,
  topicId: string,
  title: string,
  level: 'L1' | 'L2' | 'L3' = 'L1',
  answer = 1,
): Promise<string> {
  const { question } = await staffApi<{ question: { _id: string } }>(
    request,
    'post',
    `/api/college/qb/topics/${topicId}/questions`,
    { level, Duration: 2, Title: `<p>${title}</p>`, Options: ['one', 'two', 'three', 'four'], answer },
  );
  return question._id;
}

export async function assessmentNamed(request: APIRequestContext, name: string) {
  const { assessments } = await staffApi<{
    assessments: { _id: string; name: string; topics: { topicId: string; questionIds: string[] }[] }[];
  }>(request, 'get', '/api/college/assessments');
  const found = assessments.find((a) => a.name === name);
  if (!found) throw new Error(`no assessment named ${name}`);
  return found;
}

/**
 * A linear assessment of the given questions, open since a minute ago, published and with its invitations sent;
 * returns its id.
 */
export async function publishLinear(
  request: APIRequestContext,
  name: string,
  topics: { topicId: string; questionIds: string[] }[],
  invite: { all: true } | { studentIds: string[] },
): Promise<string> {
  const { assessment } = await staffApi<{ assessment: { _id: string } }>(
    request,
    'post',
    '/api/college/assessments',
    {
      name,
      description: 'Made by an e2e test',
      isAdaptive: false,
      totalTime: 30,
      totalAttempts: 1,
      startDate: new Date(Date.now() - 60_000).toISOString(),
      topics,
    },
  );
  await staffApi(request, 'post', `/api/college/assessments/${assessment._id}/publish`);
  await staffApi(request, 'post', `/api/college/assessments/${assessment._id}/invite`, invite);
  return assessment._id;
}

type QuestionState = { question: { _id: string; type: string } | null; finished?: boolean };

/**
 * A student (student@demo.test unless another's token is given) takes a linear assessment through the API:
 * `afterStart` runs once the attempt is open, `answer` gives the response per question type (mcq: an option
 * index), then the attempt is ended by hand (the last answer may have ended it already).
 */
export async function takeLinear(
  request: APIRequestContext,
  assessmentId: string,
  answer: (question: { _id: string; type: string }) => unknown,
  options: { token?: string; afterStart?: () => Promise<void> } = {},
): Promise<void> {
  const headers = { 'auth-token': options.token ?? process.env.E2E_STUDENT_TOKEN ?? '' };
  const start = await ok<{ firstQuestion: QuestionState }>(
    await request.post(`/api/student/test/start/${assessmentId}`, { headers, data: {} }),
  );
  await options.afterStart?.();
  let state: QuestionState = start.firstQuestion;
  for (let guard = 0; state.question && guard < 50; guard++) {
    state = await ok<QuestionState>(
      await request.post(`/api/student/test/response/non-adaptive/${assessmentId}`, {
        headers,
        data: { response: answer(state.question), questionId: state.question._id },
      }),
    );
  }
  await ok(
    await request.post(`/api/student/test/end/${assessmentId}`, { headers, data: { endType: 'manual' } }),
  );
}

export async function studentId(
  request: APIRequestContext,
  token = process.env.E2E_STUDENT_TOKEN ?? '',
): Promise<string> {
  const me = await ok<{ student: { _id: string } }>(
    await request.get('/api/student/me', { headers: { 'auth-token': token } }),
  );
  return me.student._id;
}
