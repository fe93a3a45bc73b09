import { Pool } from 'undici';
import type { ExamFixture } from './fixtures';
import type { RouteStats } from './load';
import { type Extra, planStudent } from './schedule';
import { snapshotDataUrl } from './snapshot-image';
import { sourceAddresses } from './sources';
import { behaviour, type RouteName, webTimers } from './traffic-model';

export interface ReplayOptions {
  herdSeconds: number;
  runSeconds: number;
  /** share of students behind the one campus address; the others each have a loopback address of their own */
  campusShare: number;
  cameraRequired: boolean;
  /** share of students also working on a coding question (runs and compiles through the judge) */
  codingShare: number;
  /** share of students on a slow network: each of their requests leaves this late (`slowLatencyMs`) */
  slowShare: number;
  slowLatencyMs: number;
}

export interface ReplayResult {
  /** students on the slow network */
  slowStudents: number;
  routes: Partial<Record<RouteName, RouteStats>>;
  errors: Record<string, number>;
  requests: number;
  seconds: number;
  /** every answer the server acknowledged: `${studentId}/${questionId}` */
  acknowledged: Set<string>;
  sourceAddresses: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** Latencies and failures per route. */
export class Recorder {
  readonly latencies = new Map<RouteName, number[]>();
  readonly routeErrors = new Map<RouteName, number>();
  readonly errors: Record<string, number> = {};
  requests = 0;

  sample(route: RouteName, ms: number) {
    const list = this.latencies.get(route) ?? [];
    list.push(ms);
    this.latencies.set(route, list);
  }

  fail(route: RouteName, why: string) {
    this.routeErrors.set(route, (this.routeErrors.get(route) ?? 0) + 1);
    const key = `${route} ${why}`;
    this.errors[key] = (this.errors[key] ?? 0) + 1;
  }

  stats(): Partial<Record<RouteName, RouteStats>> {
    const routes: Partial<Record<RouteName, RouteStats>> = {};
    for (const [route, values] of this.latencies) {
      const sorted = values.sort((a, b) => a - b);
      routes[route] = {
        count: sorted.length,
        errors: this.routeErrors.get(route) ?? 0,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? 0,
      };
    }
    return routes;
  }
}

type Reply = Record<string, unknown> | null;

/** One browser: its own connections (at most two at a time, as a page with a probe and a request). */
export function browser(
  baseUrl: string,
  localAddress: string,
  recorder: Recorder,
  token: string,
  /** a slow network's round trip, spent before each request leaves (the server's time is measured alone) */
  latencyMs = 0,
) {
  const pool = new Pool(baseUrl, { connections: 2, pipelining: 1, localAddress, keepAliveTimeout: 60_000 });
  async function call(
    route: RouteName,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    expect = 200,
  ): Promise<Reply> {
    if (latencyMs > 0) await sleep(latencyMs);
    const t0 = performance.now();
    recorder.requests++;
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
      recorder.sample(route, performance.now() - t0);
      if (response.statusCode !== expect) {
        recorder.fail(route, String(response.statusCode));
        return null;
      }
      return text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch (error) {
      recorder.fail(route, (error as Error).name);
      return null;
    }
  }
  return { call, close: () => pool.close() };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
type QuestionState = { question?: { _id: string } | null; finished?: boolean } | null;

const CODE = 'a, b = map(int, input().split())\nprint(a + b)\n';

/** N students replaying the traffic model (traffic-model.ts) against the server at `baseUrl`. */
export async function replayExam(
  baseUrl: string,
  fixture: ExamFixture,
  options: ReplayOptions,
): Promise<ReplayResult> {
  const recorder = new Recorder();
  const acknowledged = new Set<string>();
  const addresses = sourceAddresses(fixture.students.length, options.campusShare);
  const image = options.cameraRequired ? snapshotDataUrl() : '';
  const testId = fixture.assessmentId;
  const coders = Math.ceil(fixture.students.length * options.codingShare);
  // the slow students are the last ones, apart from the coders (the first ones)
  const slowFrom = fixture.students.length - Math.round(fixture.students.length * options.slowShare);
  const began = performance.now();

  async function student(index: number, id: string, token: string) {
    const coding = index < coders && fixture.codingTestId !== '';
    const plan = planStudent({
      herdSeconds: options.herdSeconds,
      runSeconds: options.runSeconds,
      cameraRequired: options.cameraRequired,
      coding,
    });
    const latency = index >= slowFrom ? options.slowLatencyMs : 0;
    const { call, close } = browser(baseUrl, addresses[index]!, recorder, token, latency);
    await sleep(plan.startAtMs);
    await call('list', 'GET', '/api/student/test');
    await call('detail', 'GET', `/api/student/test/${testId}`);
    await call('detail', 'GET', `/api/student/test/${testId}`);
    const start = await call('start', 'POST', `/api/student/test/start/${testId}?adaptive=false`);
    if (!start) return close();
    const attemptId = String(start.attemptId ?? '');
    const startedAt = performance.now();
    const endAt = startedAt + plan.sessionMs;
    let state = (start.firstQuestion as QuestionState) ?? null;
    let ended = false;

    const pings = (async () => {
      for (let at = startedAt + webTimers.pingEveryMs; at < endAt; at += webTimers.pingEveryMs) {
        await sleep(at - performance.now());
        if (ended) break;
        // as the test page: the probe names the attempt, so the server knows the page is alive
        await call('ping', 'GET', `/api/ping?t=${Date.now()}&attempt=${attemptId}`, undefined, 204);
      }
    })();

    const send = async (extra: Extra) => {
      if (extra.kind === 'event') {
        const body =
          extra.detail === undefined ? { type: extra.type } : { type: extra.type, detail: extra.detail };
        await call('event', 'POST', `/api/student/test/${testId}/event`, body);
      } else if (extra.kind === 'snapshot') {
        await call('snapshot', 'POST', `/api/student/test/${testId}/screenshot`, {
          assessmentId: testId,
          image,
        });
      } else if (extra.kind === 'run') {
        await call('run', 'POST', '/compiler/', { code: CODE, language: 'py', input: '2 3' });
      } else {
        const compileTestId = fixture.codingTestId;
        await call('compile', 'POST', `/api/compiler/log/${compileTestId}`, {
          questionId: fixture.codingQuestionId,
          code: CODE,
          codeLanguage: 'Python',
        });
        if (extra.viewLog) {
          await call(
            'compileLog',
            'GET',
            `/api/compiler/log/${compileTestId}?question=${fixture.codingQuestionId}`,
          );
        }
      }
    };
    const extras = (async () => {
      for (const extra of plan.extras) {
        const at = startedAt + extra.atMs;
        if (at >= endAt) break;
        await sleep(at - performance.now());
        if (ended) break;
        // not awaited in turn: a slow compile must not hold back the next event, as in a browser
        void send(extra);
      }
    })();

    const { min, max } = behaviour.answerEverySeconds;
    let shownAt = performance.now();
    while (state?.question) {
      const at = performance.now() + (min + Math.random() * (max - min)) * 1000;
      if (at >= endAt) break;
      await sleep(at - performance.now());
      const questionId = state.question._id;
      const key = fixture.keys.get(questionId) ?? 0;
      const next = await call('answer', 'POST', `/api/student/test/response/non-adaptive/${testId}`, {
        response: Math.random() < 0.7 ? key : (key + 1) % 4,
        timeTaken: Math.round((performance.now() - shownAt) / 1000),
        questionId,
      });
      // a failed answer stays in the browser's journal and goes again with the same questionId
      if (!next) continue;
      acknowledged.add(`${id}/${questionId}`);
      state = next as QuestionState;
      shownAt = performance.now();
    }
    await sleep(endAt - performance.now());
    ended = true;
    await call('end', 'POST', `/api/student/test/end/${testId}?adaptive=false`, {
      timeTaken: Math.round(plan.sessionMs / 1000),
      endType: { type: 'auto', description: "Time's up" },
    });
    await Promise.all([pings, extras]);
    await close();
  }

  if (coders > 0 && fixture.codingTestId) {
    // the coders' compiles need an open attempt at the demo screening test, which holds the coding question
    const setup = new Recorder();
    await Promise.all(
      fixture.students.slice(0, coders).map(async (s, i) => {
        const { call, close } = browser(baseUrl, addresses[i]!, setup, s.token);
        await call('start', 'POST', `/api/student/test/start/${fixture.codingTestId}?adaptive=false`);
        await close();
      }),
    );
  }
  await Promise.all(fixture.students.map((s, i) => student(i, s.id, s.token)));
  return {
    slowStudents: fixture.students.length - slowFrom,
    routes: recorder.stats(),
    errors: recorder.errors,
    requests: recorder.requests,
    seconds: (performance.now() - began) / 1000,
    acknowledged,
    sourceAddresses: new Set(addresses).size,
  };
}

/**
 * Answers as fast as the server takes them: `students` students each answering back to back for
 * `seconds`. Returns answers per second (the answer capacity) and what it acknowledged.
 */
export async function answerCapacity(
  baseUrl: string,
  fixture: ExamFixture,
  students: ExamFixture['students'],
  seconds: number,
): Promise<{ perSecond: number; acknowledged: Set<string>; recorder: Recorder }> {
  const recorder = new Recorder();
  const acknowledged = new Set<string>();
  const testId = fixture.assessmentId;
  const addresses = sourceAddresses(students.length, 0);
  const browsers = students.map((s, i) => ({ ...s, ...browser(baseUrl, addresses[i]!, recorder, s.token) }));
  const states = await Promise.all(
    browsers.map(async (b) => {
      const start = await b.call('start', 'POST', `/api/student/test/start/${testId}?adaptive=false`);
      return (start?.firstQuestion as QuestionState) ?? null;
    }),
  );
  let answered = 0;
  const began = performance.now();
  const deadline = began + seconds * 1000;
  await Promise.all(
    browsers.map(async (b, i) => {
      let state = states[i] ?? null;
      while (state?.question && performance.now() < deadline) {
        const questionId = state.question._id;
        const next = await b.call('answer', 'POST', `/api/student/test/response/non-adaptive/${testId}`, {
          response: fixture.keys.get(questionId) ?? 0,
          timeTaken: 1,
          questionId,
        });
        if (!next) break;
        answered++;
        acknowledged.add(`${b.id}/${questionId}`);
        state = next as QuestionState;
      }
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  await Promise.all(browsers.map((b) => b.close()));
  return { perSecond: answered / elapsed, acknowledged, recorder };
}
