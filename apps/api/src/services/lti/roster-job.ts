import { setImmediate } from 'node:timers/promises';
import { ltiMessages } from '@placement/contract';
import {
  invitations,
  type ltiCourses,
  type ltiPlatforms,
  ltiRosterSyncs,
  type RosterWithoutEmail,
} from '@placement/db';
import { and, eq, inArray, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { NRPS_SCOPE } from './courses';
import { lmsErrorInWords } from './lms-errors';
import { type Member, type PageOptions, readMemberships } from './memberships';
import { planRoster } from './roster-plan';
import { accessToken } from './service-token';
import { studentsForLmsUsers } from './students';

/** Learners written per chunk: a few statements each, with a turn of the event loop between chunks. */
export const WRITE_CHUNK = 200;
/** A running sync whose row no process has touched this long was left by a process that stopped. */
export const ABANDONED_AFTER_SECONDS = 120;

type Platform = typeof ltiPlatforms.$inferSelect;
type Course = typeof ltiCourses.$inferSelect & { membershipsUrl: string };
type SyncRow = typeof ltiRosterSyncs.$inferSelect;

export interface RosterJob {
  syncId: string;
  withoutEmail: RosterWithoutEmail;
  assessmentId: string;
  platform: Platform;
  course: Course;
}

/** The syncs this process runs, per app: each can be stopped (the server closing) and waited for. */
const running = new WeakMap<object, Map<string, { stop: AbortController; done: Promise<void> }>>();
const jobsOf = (app: FastifyInstance) => {
  const jobs = running.get(app.deps) ?? new Map();
  running.set(app.deps, jobs);
  return jobs;
};

/** Runs a sync whose row is written as running, after the request that started it has been answered. */
export function startRosterJob(app: FastifyInstance, job: RosterJob): void {
  const stop = new AbortController();
  const jobs = jobsOf(app);
  const done = runRosterSync(app, job, stop.signal)
    .catch((error: unknown) => app.log.error({ err: error, syncId: job.syncId }, 'roster sync record failed'))
    .finally(() => jobs.delete(job.syncId));
  jobs.set(job.syncId, { stop, done });
}

/** Closing: each sync under way stops at its next page or chunk and records that it was interrupted. */
export async function stopRosterJobs(app: FastifyInstance): Promise<void> {
  const jobs = [...jobsOf(app).values()];
  for (const job of jobs) job.stop.abort();
  await Promise.all(jobs.map((job) => job.done));
}

/**
 * Marks failed, in words, every running sync (of some courses, or of all) that no process has touched for a while
 * and that this process is not running: its process stopped. Returns how many.
 */
export async function failAbandonedSyncs(app: FastifyInstance, courseIds?: string[]): Promise<number> {
  if (courseIds?.length === 0) return 0;
  const mine = [...jobsOf(app).keys()];
  const conditions: (SQL | undefined)[] = [
    eq(ltiRosterSyncs.status, 'running'),
    lt(ltiRosterSyncs.heartbeatAt, sql`now() - ${ABANDONED_AFTER_SECONDS} * interval '1 second'`),
    courseIds ? inArray(ltiRosterSyncs.courseId, courseIds) : undefined,
    mine.length ? notInArray(ltiRosterSyncs.id, mine) : undefined,
  ];
  const failed = await app.deps.db
    .update(ltiRosterSyncs)
    .set({ status: 'failed', error: ltiMessages.rosterInterrupted, finishedAt: new Date() })
    .where(and(...conditions))
    .returning({ id: ltiRosterSyncs.id });
  return failed.length;
}

/** The course's members over each of its links to the assessment (rlid), or the whole course without one. */
async function courseMembers(app: FastifyInstance, job: RosterJob, options: PageOptions): Promise<Member[]> {
  const token = await accessToken(app, job.platform, NRPS_SCOPE);
  const byId = new Map<string, Member>();
  const links = job.course.resourceLinkIds.length ? job.course.resourceLinkIds : [null];
  for (const rlid of links)
    for (const member of await readMemberships(app, job.course.membershipsUrl, rlid, token, options))
      byId.set(member.user_id, member);
  return [...byId.values()];
}

/** One chunk of learners: their accounts (made for who has none) and their invitations, in a few statements. */
async function writeChunk(app: FastifyInstance, job: RosterJob, chunk: Member[]) {
  const accounts = await studentsForLmsUsers(
    app,
    job.platform,
    chunk.map((member) => ({ sub: member.user_id, person: member })),
  );
  const ids = [...new Set([...accounts.values()].map((account) => account.userId))];
  const added = await app.deps.db
    .insert(invitations)
    .values(ids.map((studentId) => ({ assessmentId: job.assessmentId, studentId })))
    .onConflictDoNothing()
    .returning({ studentId: invitations.studentId });
  return {
    created: [...accounts.values()].filter((account) => account.created).length,
    invited: added.length,
    alreadyInvited: ids.length - added.length,
  };
}

class Stopped extends Error {}

/**
 * Reads the roster (members counted page by page), then invites its learners chunk by chunk, writing the progress
 * on the sync's row after each page and chunk; the row ends done, or failed with the reason in words.
 */
async function runRosterSync(app: FastifyInstance, job: RosterJob, signal: AbortSignal): Promise<void> {
  const progress = (values: Partial<SyncRow>) =>
    app.deps.db
      .update(ltiRosterSyncs)
      .set({ ...values, heartbeatAt: sql`now()` })
      .where(eq(ltiRosterSyncs.id, job.syncId));
  let reading = true;
  try {
    let read = 0;
    const members = await courseMembers(app, job, {
      signal,
      onPage: async (count) => {
        read += count;
        await progress({ members: read });
      },
    });
    reading = false;
    const { toInvite, ...counts } = planRoster(members, job.withoutEmail);
    await progress(counts);
    const tally = { processed: 0, created: 0, invited: 0, alreadyInvited: 0 };
    for (let at = 0; at < toInvite.length; at += WRITE_CHUNK) {
      // PGlite answers in this thread: a turn of the event loop between chunks lets other requests through
      await setImmediate();
      if (signal.aborted) throw new Stopped();
      const chunk = toInvite.slice(at, at + WRITE_CHUNK);
      const written = await writeChunk(app, job, chunk);
      tally.processed += chunk.length;
      tally.created += written.created;
      tally.invited += written.invited;
      tally.alreadyInvited += written.alreadyInvited;
      await progress(tally);
    }
    await progress({ status: 'done', finishedAt: new Date() });
  } catch (error) {
    const stopped = signal.aborted || error instanceof Stopped;
    const why = stopped
      ? ltiMessages.rosterInterrupted
      : reading
        ? lmsErrorInWords(error, 'course roster')
        : ltiMessages.rosterWriteFailed;
    app.log.warn({ course: job.course.id, syncId: job.syncId, err: error }, 'roster sync failed');
    await progress({ status: 'failed', error: why, finishedAt: new Date() });
  }
}
