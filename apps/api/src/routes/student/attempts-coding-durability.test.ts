import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answers, assessments, attempts } from '@placement/db';
import { createJudge, createQueueJudge, type JudgeService, startJudgeWorker } from '@placement/judge';
import { Queue } from 'bullmq';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LINEAR } from '../../demo/assessments';
import { forgetBundle } from '../../services/attempts/bundle';
import { databaseTestcaseLoader } from '../../services/attempts/testcases';
import { cloneAssessment } from '../../test/assessments';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PYTHON_SUM = 'a, b = map(int, input().split())\nprint(a + b)\n';
// a correct answer the judge needs a while for: long enough to look at the database meanwhile
const SLOW_PYTHON_SUM = `import time\ntime.sleep(1.2)\n${PYTHON_SUM}`;

interface State {
  question: { _id: string; type: string } | null;
  finished: boolean;
}
interface Result {
  assessmentId: string;
  status: string;
  score: number;
  questions: { type: string; status: string; marks: number | null }[];
}

const otherAnswers: Record<string, unknown> = {
  mcq: 1,
  findAnswer: ['linus torvalds', '2005'],
  essay: 'An essay a person grades.',
  video: { long: ['It halves the range.'], short: ['Sorted input'], mcq: [0] },
};

/** Starts a copy of the demo linear test and answers it up to its coding question (the last one). */
async function upToTheCodingQuestion(platform: TestPlatform, token: string) {
  const api = client(platform.app);
  const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
  const start = await api.post<{ firstQuestion: State }>(
    `/api/student/test/start/${test.id}?adaptive=false`,
    {},
    token,
  );
  let state = start.body.firstQuestion;
  while (state.question && state.question.type !== 'compiler') {
    const reply = await api.post<State>(
      `/api/student/test/response/non-adaptive/${test.id}`,
      { response: otherAnswers[state.question.type], questionId: state.question._id },
      token,
    );
    expect(reply.status).toBe(200);
    state = reply.body;
  }
  const [attempt] = await platform.app.deps.db
    .select()
    .from(attempts)
    .where(eq(attempts.assessmentId, test.id));
  return { testId: test.id, questionId: state.question!._id, attemptId: attempt!.id };
}

/** The student's result for a test, its verdicts per question shown (the test window is closed first). */
async function resultOf(platform: TestPlatform, token: string, testId: string): Promise<Result> {
  await platform.app.deps.db
    .update(assessments)
    .set({ endDate: new Date(Date.now() - 10_000) })
    .where(eq(assessments.id, testId));
  forgetBundle(platform.app, testId);
  const reply = await client(platform.app).get<{ studentResponse: Result[] }>(
    '/api/studentDummy/test/result',
    token,
  );
  return reply.body.studentResponse.find((r) => r.assessmentId === testId)!;
}

const coding = (result: Result) => result.questions.find((q) => q.type === 'compiler')!;

describe('a coding answer with the in-process judge', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.close());

  it('is stored before it is judged, then graded', async () => {
    const api = client(platform.app);
    const token = await api.login('student@demo.test', 'Student@123');
    const { testId, questionId, attemptId } = await upToTheCodingQuestion(platform, token);
    const code = { answerCode: SLOW_PYTHON_SUM, codeLanguage: 'Python' };
    let replied = false;
    const answering = api
      .post<State>(`/api/student/test/response/non-adaptive/${testId}`, { response: code, questionId }, token)
      .finally(() => {
        replied = true;
      });
    // while the judge still runs the code, the code is already in the database
    let storedWhileJudging = false;
    while (!replied && !storedWhileJudging) {
      const rows = await platform.app.deps.db.select().from(answers).where(eq(answers.attemptId, attemptId));
      const stored = rows.find((r) => r.questionId === questionId);
      storedWhileJudging =
        !replied && (stored?.response as { answerCode?: string } | undefined)?.answerCode === SLOW_PYTHON_SUM;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(storedWhileJudging).toBe(true);
    const reply = await answering;
    expect(reply.status).toBe(200);
    expect(reply.body.finished).toBe(true);
    expect(coding(await resultOf(platform, token, testId))).toMatchObject({ status: 'correct', marks: 1 });
  });
});

/**
 * A TCP relay to the real Redis that can be stopped and started again on the same port: Redis going down and
 * coming back, as the API's connections see it, without touching the Redis other tests share.
 */
async function redisRelay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const start = async () => {
    server = createServer((incoming) => {
      const outgoing = connect(Number(target.port || 6379), target.hostname);
      for (const socket of [incoming, outgoing]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {});
      }
      incoming.pipe(outgoing).pipe(incoming);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  };
  await start();
  return {
    url: () => `redis://127.0.0.1:${port}`,
    start,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server?.close(resolve));
    },
  };
}

/** A judge worker on the queue, as `npm run judge -- worker` runs one, reading testcases from the database. */
async function startWorker(platform: TestPlatform, queueName: string) {
  const judge = await createJudge({
    cacheDir: mkdtempSync(join(tmpdir(), 'placement-api-judge-')),
    precompileHeaders: false,
    poolSize: 2,
    warn: () => {},
  });
  const worker = await startJudgeWorker({
    redisUrl: REDIS_URL,
    judge,
    queueName,
    loadTestcases: databaseTestcaseLoader(platform.app.deps.db),
  });
  return {
    async close() {
      await worker.close();
      await judge.close();
    },
  };
}

/** The browser at the last second: it sends the code, then ends the test as its timer reaches zero. */
async function answerAsTimeRunsOut(
  platform: TestPlatform,
  token: string,
  testId: string,
  questionId: string,
) {
  const api = client(platform.app);
  const sentAt = Date.now();
  const answering = api.post<State>(
    `/api/student/test/response/non-adaptive/${testId}`,
    { response: { answerCode: PYTHON_SUM, codeLanguage: 'Python' }, questionId },
    token,
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  const end = await api.post(`/api/student/test/end/${testId}?adaptive=false`, { endType: 'auto' }, token);
  expect(end.status).toBe(200);
  const reply = await Promise.race([
    answering,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000)),
  ]);
  return { reply, ms: Date.now() - sentAt };
}

async function untilJudged(platform: TestPlatform, token: string, testId: string): Promise<Result> {
  let result = await resultOf(platform, token, testId);
  for (let i = 0; i < 150 && coding(result).status === 'pending'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    result = await resultOf(platform, token, testId);
  }
  return result;
}

describe('a coding answer while the judge is unreachable', () => {
  let platform: TestPlatform;
  let queueJudge: JudgeService;
  let relay: Awaited<ReturnType<typeof redisRelay>>;
  const queueName = `placement-judge-test-${randomUUID()}`;
  beforeAll(async () => {
    relay = await redisRelay(new URL(REDIS_URL));
    // a judge queue on the real Redis (through the relay) whose workers are all gone
    queueJudge = await createQueueJudge({ redisUrl: relay.url(), queueName });
    platform = await startTestPlatform(
      { JUDGE_ANSWER_WAIT_SECONDS: '2', SWEEP_INTERVAL_SECONDS: '1' },
      { judge: queueJudge },
    );
  });
  afterAll(async () => {
    await platform.close();
    await queueJudge.close();
    await relay.stop();
    const queue = new Queue(queueName, { connection: { url: REDIS_URL } });
    await queue.obliterate({ force: true });
    await queue.close();
  });

  it('with no judge worker: stores and acknowledges code sent as time runs out, grades it once one is back', async () => {
    const token = await client(platform.app).login('student@demo.test', 'Student@123');
    const { testId, questionId } = await upToTheCodingQuestion(platform, token);
    const { reply, ms } = await answerAsTimeRunsOut(platform, token, testId, questionId);
    expect(reply?.status).toBe(200);
    expect(reply?.body.finished).toBe(true);
    expect(ms).toBeLessThan(10_000);

    // ungraded, not zero: the result waits for the judge
    const waiting = await resultOf(platform, token, testId);
    expect(waiting.status).toBe('awaiting_grading');
    expect(coding(waiting)).toMatchObject({ status: 'pending', marks: null });

    const worker = await startWorker(platform, queueName);
    try {
      const graded = await untilJudged(platform, token, testId);
      expect(coding(graded)).toMatchObject({ status: 'correct', marks: 1 });
      expect(graded.score).toBe(waiting.score + 1);
    } finally {
      await worker.close();
    }
  }, 120_000);

  it('a retry that arrives after the deadline does not wipe code that was stored in time', async () => {
    const api = client(platform.app);
    const token = await api.login('student@demo.test', 'Student@123');
    const { testId, questionId, attemptId } = await upToTheCodingQuestion(platform, token);
    const path = `/api/student/test/response/non-adaptive/${testId}`;
    const body = { response: { answerCode: PYTHON_SUM, codeLanguage: 'Python' }, questionId };
    const first = api.post<State>(path, body, token);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // the first request still waits for the judge; the browser gives up and retries once the time is over
    await platform.app.deps.db
      .update(attempts)
      .set({ deadlineAt: new Date(Date.now() - 60_000) })
      .where(eq(attempts.id, attemptId));
    const retry = await api.post<State>(path, body, token);
    expect(retry.status).toBe(200);
    expect((await first).status).toBe(200);
    const [row] = await platform.app.deps.db
      .select()
      .from(answers)
      .where(and(eq(answers.attemptId, attemptId), eq(answers.questionId, questionId)));
    expect((row?.response as { answerCode?: string } | null)?.answerCode).toBe(PYTHON_SUM);
    expect(coding(await resultOf(platform, token, testId))).toMatchObject({ status: 'pending', marks: null });
  }, 60_000);

  it('with Redis down: stores and acknowledges code sent as time runs out, grades it once Redis is back', async () => {
    const token = await client(platform.app).login('student2@demo.test', 'Student@123');
    const { testId, questionId } = await upToTheCodingQuestion(platform, token);
    const worker = await startWorker(platform, queueName);
    try {
      await relay.stop();
      const { reply, ms } = await answerAsTimeRunsOut(platform, token, testId, questionId);
      expect(reply?.status).toBe(200);
      expect(reply?.body.finished).toBe(true);
      expect(ms).toBeLessThan(10_000);
      const waiting = await resultOf(platform, token, testId);
      expect(coding(waiting)).toMatchObject({ status: 'pending', marks: null });

      await relay.start();
      const graded = await untilJudged(platform, token, testId);
      expect(coding(graded)).toMatchObject({ status: 'correct', marks: 1 });
    } finally {
      await worker.close();
    }
  }, 120_000);
});
