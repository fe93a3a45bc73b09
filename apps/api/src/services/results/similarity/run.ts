import { SIMILARITY_MESSAGES, type SimilarityRun } from '@placement/contract';
import { similarityPairs, similarityRuns } from '@placement/db';
import { compareInWorker } from '@placement/similarity';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ownAssessment } from '../../assessments/policy';
import { collectCodeGroups } from './collect';

/** A run left 'running' this long ago was on a process that stopped; another process takes it over. */
const ABANDONED_MINUTES = 15;
/** After the end date and the test's length, this much more for the sweeper to end the last attempts. */
const AFTER_END_MINUTES = 5;
const INSERT_CHUNK = 500;

type RunRow = typeof similarityRuns.$inferSelect;

export const presentRun = (row: RunRow | undefined): SimilarityRun => ({
  status: row?.status ?? 'none',
  requestedAt: row?.requestedAt.toISOString() ?? null,
  finishedAt: row?.finishedAt?.toISOString() ?? null,
  submissions: row?.submissions ?? 0,
  error: row?.error ?? null,
});

export async function similarityRunOf(app: FastifyInstance, assessmentId: string) {
  const [row] = await app.deps.db
    .select()
    .from(similarityRuns)
    .where(eq(similarityRuns.assessmentId, assessmentId));
  return row;
}

/** The college asks for the check (again): it is queued and runs in the background. */
export async function requestSimilarityCheck(app: FastifyInstance, collegeId: string, assessmentId: string) {
  await ownAssessment(app, collegeId, assessmentId);
  const current = await similarityRunOf(app, assessmentId);
  if (current?.status === 'running' || current?.status === 'queued') {
    return {
      message: current.status === 'running' ? SIMILARITY_MESSAGES.alreadyRunning : SIMILARITY_MESSAGES.queued,
      run: presentRun(current),
    };
  }
  const [row] = await app.deps.db
    .insert(similarityRuns)
    .values({ assessmentId, status: 'queued' })
    .onConflictDoUpdate({
      target: similarityRuns.assessmentId,
      set: { status: 'queued', requestedAt: new Date(), startedAt: null, finishedAt: null, error: null },
    })
    .returning();
  void drainSimilarityQueue(app);
  return { message: SIMILARITY_MESSAGES.queued, run: presentRun(row) };
}

/**
 * Queues the check of every published assessment whose window has closed (its end date, plus the test's
 * length for the last starters, plus a margin) and that has ended attempts but no check yet.
 */
export async function queueEndedAssessments(app: FastifyInstance, now = new Date()): Promise<void> {
  await app.deps.db.execute(sql`
    insert into similarity_runs (assessment_id, status, requested_at)
    select a.id, 'queued', ${now.toISOString()}::timestamptz
    from assessments a
    where a.status = 'published' and a.end_date is not null
      and a.end_date + (a.total_time + ${AFTER_END_MINUTES}) * interval '1 minute' < ${now.toISOString()}::timestamptz
      and exists (select 1 from attempts t where t.assessment_id = a.id and t.status <> 'in_progress')
      and not exists (select 1 from similarity_runs r where r.assessment_id = a.id)
    on conflict (assessment_id) do nothing
  `);
}

/** Takes the oldest queued run (or an abandoned one) for this process; null when there is none. */
async function claimRun(app: FastifyInstance): Promise<string | null> {
  const result = await app.deps.db.execute<{ assessment_id: string }>(sql`
    update similarity_runs set status = 'running', started_at = now()
    where assessment_id = (
      select assessment_id from similarity_runs
      where status = 'queued'
        or (status = 'running' and started_at < now() - ${ABANDONED_MINUTES} * interval '1 minute')
      order by requested_at
      limit 1
      for update skip locked
    )
    returning assessment_id
  `);
  return result.rows[0]?.assessment_id ?? null;
}

/** Compares the assessment's final codes in a worker thread and replaces its stored pairs. */
async function runCheck(app: FastifyInstance, assessmentId: string): Promise<void> {
  const groups = await collectCodeGroups(app, assessmentId);
  const compared = groups.filter((g) => g.submissions.length >= 2);
  const results = compared.length
    ? await compareInWorker(
        compared.map(({ language, submissions, boilerplate }) => ({ language, submissions, boilerplate })),
      )
    : [];
  const rows = compared.flatMap((group, i) =>
    (results[i] ?? []).map((pair) => ({
      assessmentId,
      questionId: group.questionId,
      language: group.language,
      leftAttemptId: pair.left,
      rightAttemptId: pair.right,
      similarity: pair.similarity,
      longestFragment: pair.longest,
      longestLines: pair.longestLines,
      fragments: pair.fragments,
    })),
  );
  const submissions = groups.reduce((n, g) => n + g.submissions.length, 0);
  await app.deps.db.transaction(async (tx) => {
    await tx.delete(similarityPairs).where(eq(similarityPairs.assessmentId, assessmentId));
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await tx.insert(similarityPairs).values(rows.slice(i, i + INSERT_CHUNK));
    }
    await tx
      .update(similarityRuns)
      .set({ status: 'done', finishedAt: new Date(), submissions, error: null })
      .where(eq(similarityRuns.assessmentId, assessmentId));
  });
}

const draining = new WeakMap<object, { running: Promise<void>; again: boolean }>();

/**
 * Runs queued checks one after another in this process until none is left. Called after a college's request
 * and by the sweeper; a call while a drain is going on makes it look once more before it stops.
 */
export function drainSimilarityQueue(app: FastifyInstance): Promise<void> {
  const current = draining.get(app.deps);
  if (current) {
    current.again = true;
    return current.running;
  }
  const state = { running: Promise.resolve(), again: true };
  state.running = (async () => {
    while (state.again) {
      state.again = false;
      for (let id = await claimRun(app); id !== null; id = await claimRun(app)) {
        try {
          await runCheck(app, id);
        } catch (error) {
          app.log.error({ err: error, assessmentId: id }, 'code similarity check failed');
          await app.deps.db
            .update(similarityRuns)
            .set({ status: 'failed', finishedAt: new Date(), error: 'The check could not be completed.' })
            .where(eq(similarityRuns.assessmentId, id));
        }
      }
    }
  })()
    .catch((error: unknown) => app.log.error({ err: error }, 'code similarity queue failed'))
    .finally(() => draining.delete(app.deps));
  draining.set(app.deps, state);
  return state.running;
}

/** What the app waits for before it closes: a check in progress finishes its write. */
export const similarityDrain = (app: FastifyInstance): Promise<void> | undefined =>
  draining.get(app.deps)?.running;
