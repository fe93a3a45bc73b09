import type {
  CollegeCohortQuery,
  CollegeCohortReply,
  CompanyCohortQuery,
  CompanyCohortReply,
} from '@placement/contract';
import { rankCohort } from '@placement/domain';
import type { FastifyInstance } from 'fastify';
import { collegeDrive, jobDrive } from './attempts';
import { applyFilters, readFilters } from './filters';
import { recruiterCandidate, staffCandidate } from './presenters';

/**
 * The cohort of up to ten of a college's assessments: its students with a graded attempt, ranked by overall and
 * by skill (each student's first attempt at each test unless `attempts=best`), filtered by the cut-offs.
 */
export async function collegeCohort(app: FastifyInstance, collegeId: string, query: CollegeCohortQuery) {
  const drive = await collegeDrive(app, collegeId, query.assessments);
  const attempts = query.attempts ?? 'first';
  const cohort = rankCohort(
    drive.tests.map((t) => t.id),
    drive.people,
    drive.attempts,
    attempts,
  );
  const filters = readFilters(query, cohort.skills);
  const reply: Omit<CollegeCohortReply, 'success'> = {
    attempts,
    tests: drive.tests,
    skills: cohort.skills,
    total: cohort.candidates.length,
    awaitingGrading: cohort.awaitingGrading,
    candidates: applyFilters(cohort.candidates, filters).map(staffCandidate),
  };
  return { reply, everyone: cohort.candidates.map(staffCandidate) };
}

/**
 * The applicants of one of the company's jobs ranked the same way over their released results (their first
 * attempt at each test), filtered by the cut-offs.
 */
export async function companyCohort(
  app: FastifyInstance,
  companyId: string,
  jobId: string,
  query: CompanyCohortQuery,
) {
  const drive = await jobDrive(app, companyId, jobId);
  const cohort = rankCohort(
    drive.tests.map((t) => t.id),
    drive.people,
    drive.attempts,
    'first',
  );
  const filters = readFilters(query, cohort.skills);
  const reply: Omit<CompanyCohortReply, 'success'> = {
    tests: drive.tests,
    skills: cohort.skills,
    total: cohort.candidates.length,
    awaitingGrading: cohort.awaitingGrading,
    applicants: drive.people.length,
    candidates: applyFilters(cohort.candidates, filters).map(recruiterCandidate),
  };
  return { reply, everyone: cohort.candidates.map(recruiterCandidate), title: drive.title };
}
