import type { JobsFilterQuery, ListedJob } from '@placement/contract';
import { companies, jobs } from '@placement/db';
import { refusalSentence } from '@placement/domain';
import { desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../plugins/auth';
import { decideForJobs } from '../season/decisions';
import { jobColumns, jobsWhere } from './jobs';
import { presentJob } from './presenters';

/**
 * A student's search: the jobs open to them first, then the others, each newest first, with whether the student
 * may apply and, when not, the sentence saying why. Every matching job is judged from one load of the student's
 * facts (a fixed number of queries, whatever the number of jobs), so the order holds across pages.
 */
export async function studentJobsPage(app: FastifyInstance, student: UserRow, query: JobsFilterQuery) {
  const { db } = app.deps;
  const matching = await db
    .select({ id: jobs.id, eligibleBatches: jobs.eligibleBatches })
    .from(jobs)
    .where(jobsWhere(student, query))
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
  const decisions = await decideForJobs(app, student, matching);
  const judged = matching.map(({ id }) => {
    const decision = decisions.get(id)?.decision;
    return decision && !decision.eligible
      ? { id, eligibility: { eligible: false, sentence: refusalSentence(decision.reasons) } }
      : { id, eligibility: { eligible: true, sentence: null } };
  });
  const ordered = [
    ...judged.filter((j) => j.eligibility.eligible),
    ...judged.filter((j) => !j.eligibility.eligible),
  ];
  const page = ordered.slice(query.skip, query.skip + query.limit);
  const rows = page.length
    ? await db
        .select(jobColumns)
        .from(jobs)
        .innerJoin(companies, eq(companies.id, jobs.companyId))
        .where(
          inArray(
            jobs.id,
            page.map((j) => j.id),
          ),
        )
    : [];
  const listed: ListedJob[] = page.flatMap(({ id, eligibility }) => {
    const row = rows.find((r) => r.job.id === id);
    return row ? [{ ...presentJob(row.job, row.company), eligibility }] : [];
  });
  return { jobs: listed, total: matching.length };
}
