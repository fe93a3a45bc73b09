import { Pool } from 'undici';
import type { ExamFixture } from './fixtures';
import { runLoad } from './load';
import type { RunningServer } from './server';

export interface CycleResult {
  acknowledged: number;
  lost: string[];
  stuck: string[];
}

async function json(pool: Pool, method: 'GET' | 'POST', path: string, token: string, body?: unknown) {
  const response = await pool.request({
    method,
    path,
    headers: { 'auth-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.statusCode, body: (await response.body.json()) as Record<string, unknown> };
}

/**
 * Kills the server with SIGKILL in the middle of a load, restarts it, and checks that every answer it
 * acknowledged is stored and that every attempt can go on.
 */
export async function killDuringLoad(
  fixture: ExamFixture,
  start: () => Promise<RunningServer>,
  options: { killAfterSeconds: number },
): Promise<CycleResult> {
  let server = await start();
  const stop = new AbortController();
  const load = runLoad(
    server.url,
    fixture,
    { herdSeconds: 2, answerEverySeconds: 0.5, seconds: 600, codingShare: 0, connections: 64 },
    stop.signal,
  );
  await new Promise((r) => setTimeout(r, options.killAfterSeconds * 1000));
  await server.stop('SIGKILL');
  stop.abort();
  const { acknowledged } = await load;
  server = await start();
  const pool = new Pool(server.url, { connections: 32 });
  const lost: string[] = [];
  const stuck: string[] = [];
  try {
    await Promise.all(
      fixture.students.map(async ({ id, token }) => {
        const mine = [...acknowledged]
          .filter((key) => key.startsWith(`${id}/`))
          .map((key) => key.split('/')[1]!);
        const result = await json(pool, 'GET', '/api/studentDummy/test/result', token);
        const attempts = (result.body.studentResponse ?? []) as {
          assessmentId: string;
          questions: { questionId: string }[];
        }[];
        const stored = new Set(
          attempts.find((a) => a.assessmentId === fixture.assessmentId)?.questions.map((q) => q.questionId) ??
            [],
        );
        for (const questionId of mine) if (!stored.has(questionId)) lost.push(`${id}/${questionId}`);
        const resumed = await json(
          pool,
          'POST',
          `/api/student/test/start/${fixture.assessmentId}`,
          token,
          {},
        );
        if (resumed.status !== 200) {
          stuck.push(`${id}: start ${resumed.status}`);
          return;
        }
        const question = (resumed.body.firstQuestion as { question: { _id: string } | null }).question;
        if (!question) return;
        const next = await json(
          pool,
          'POST',
          `/api/student/test/response/non-adaptive/${fixture.assessmentId}`,
          token,
          {
            response: 0,
            questionId: question._id,
          },
        );
        if (next.status !== 200) stuck.push(`${id}: answer ${next.status}`);
      }),
    );
  } finally {
    await pool.close();
    await server.stop();
  }
  return { acknowledged: acknowledged.size, lost, stuck };
}
