import { Pool } from 'undici';
import type { ExamFixture } from './fixtures';

export interface LoadOptions {
  /** students start within this window (the start herd) */
  herdSeconds: number;
  /** each student answers about this often */
  answerEverySeconds: number;
  seconds: number;
  /** share of students who also compile code once */
  codingShare: number;
  connections: number;
}

export interface RouteStats {
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface LoadResult {
  routes: Record<string, RouteStats>;
  errors: Record<string, number>;
  requests: number;
  seconds: number;
  /** every answer the server acknowledged: `${studentId}/${questionId}` */
  acknowledged: Set<string>;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Simulated students taking the test through the real HTTP API. Stops by itself after `seconds`. */
export async function runLoad(
  baseUrl: string,
  fixture: ExamFixture,
  options: LoadOptions,
  stopSignal?: AbortSignal,
): Promise<LoadResult> {
  const pool = new Pool(baseUrl, { connections: options.connections, pipelining: 1 });
  const latencies: Record<string, number[]> = {};
  const routeErrors: Record<string, number> = {};
  const errors: Record<string, number> = {};
  const acknowledged = new Set<string>();
  let requests = 0;
  const began = performance.now();
  const deadline = began + options.seconds * 1000;
  const stopped = () => performance.now() > deadline || stopSignal?.aborted === true;

  async function call(route: string, method: 'GET' | 'POST', path: string, token: string, body?: unknown) {
    const t0 = performance.now();
    requests++;
    try {
      const response = await pool.request({
        method,
        path,
        headers: {
          'auth-token': token,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        headersTimeout: 60_000,
        bodyTimeout: 60_000,
      });
      const text = await response.body.text();
      const samples = latencies[route] ?? [];
      samples.push(performance.now() - t0);
      latencies[route] = samples;
      if (response.statusCode >= 400) {
        routeErrors[route] = (routeErrors[route] ?? 0) + 1;
        const key = `${route} ${response.statusCode}`;
        errors[key] = (errors[key] ?? 0) + 1;
        return null;
      }
      return JSON.parse(text) as Record<string, unknown>;
    } catch (error) {
      routeErrors[route] = (routeErrors[route] ?? 0) + 1;
      const key = `${route} ${(error as Error).name}`;
      errors[key] = (errors[key] ?? 0) + 1;
      return null;
    }
  }

  async function student(index: number, id: string, token: string) {
    await sleep(Math.random() * options.herdSeconds * 1000);
    if (stopped()) return;
    const start = await call(
      'start',
      'POST',
      `/api/student/test/start/${fixture.assessmentId}?adaptive=false`,
      token,
      {},
    );
    let state =
      (start?.firstQuestion as { question?: { _id: string } | null; finished?: boolean } | undefined) ?? null;
    let mustCompile =
      index < fixture.students.length * options.codingShare && fixture.codingQuestionId !== '';
    while (state?.question && !stopped()) {
      await sleep(options.answerEverySeconds * 1000 * (0.5 + Math.random()));
      if (stopped()) break;
      if (mustCompile) {
        mustCompile = false;
        await call('compile', 'POST', `/api/compiler/log/${fixture.codingTestId}`, token, {
          questionId: fixture.codingQuestionId,
          code: 'a, b = map(int, input().split())\nprint(a + b)\n',
          codeLanguage: 'Python',
        });
      }
      const questionId = state.question._id;
      const key = fixture.keys.get(questionId) ?? 0;
      const response = Math.random() < 0.7 ? key : (key + 1) % 4;
      const next = await call(
        'answer',
        'POST',
        `/api/student/test/response/non-adaptive/${fixture.assessmentId}`,
        token,
        {
          response,
          questionId,
        },
      );
      if (!next) continue; // retried on the next turn with the same questionId, as the browser's journal does
      acknowledged.add(`${id}/${questionId}`);
      state = next as typeof state;
    }
  }

  const compilers = fixture.students.slice(0, Math.ceil(fixture.students.length * options.codingShare));
  if (compilers.length > 0 && fixture.codingTestId) {
    // the coding share needs an attempt at the screening test for its compiles to count
    await Promise.all(
      compilers.map((s) =>
        call('start', 'POST', `/api/student/test/start/${fixture.codingTestId}`, s.token, {}),
      ),
    );
  }
  await Promise.all(fixture.students.map((s, i) => student(i, s.id, s.token)));
  await pool.close();
  const seconds = (performance.now() - began) / 1000;
  const routes: Record<string, RouteStats> = {};
  for (const [route, values] of Object.entries(latencies)) {
    const sorted = values.sort((a, b) => a - b);
    routes[route] = {
      count: sorted.length,
      errors: routeErrors[route] ?? 0,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? 0,
    };
  }
  return { routes, errors, requests, seconds, acknowledged };
}
