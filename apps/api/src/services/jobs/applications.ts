import type { ApplicationStatus } from '@placement/contract';
import { colleges, companies, jobApplications, jobs, students, users } from '@placement/db';
import { refusalSentence } from '@placement/domain';
import { and, count, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conflict, forbidden, HttpError, notFound } from '../../lib/http-error';
import type { UserRow } from '../../plugins/auth';
import { studentProfileView } from '../results/student-profile-view';
import { decideForJob } from '../season/eligibility';
import { findJob, jobColumns } from './jobs';
import { presentJob } from './presenters';

type ApplicationRow = typeof jobApplications.$inferSelect;

/** Where an application may go next: shortlist or reject a new one; hire or reject a shortlisted one. */
const NEXT: Record<ApplicationStatus, ApplicationStatus[]> = {
  applied: ['shortlisted', 'rejected'],
  shortlisted: ['hired', 'rejected'],
  rejected: [],
  hired: [],
};

const presentApplication = (a: ApplicationRow) => ({
  _id: a.id,
  status: a.status,
  appliedAt: a.createdAt.toISOString(),
  updatedAt: a.updatedAt?.toISOString() ?? null,
});

/** A student applies to a job they can see that is open and open to them (its terms, or its batches); once per job. */
export async function applyToJob(app: FastifyInstance, student: UserRow, jobId: string) {
  const job = await findJob(app, student, jobId);
  const { db } = app.deps;
  const [open] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.id, jobId),
        eq(jobs.status, 'open'),
        or(isNull(jobs.closeBy), gte(jobs.closeBy, sql`now()`)),
      ),
    )
    .limit(1);
  if (!open) throw conflict('This job is no longer accepting applications');
  const judged = await decideForJob(app, student, { id: jobId, eligibleBatches: job.eligibleBatches });
  if (judged && !judged.decision.eligible) {
    throw forbidden(refusalSentence(judged.decision.reasons), 'NOT_ELIGIBLE');
  }
  const [created] = await db
    .insert(jobApplications)
    .values({
      jobId,
      studentId: student.id,
      policyId: judged?.policyId ?? null,
      decision: judged?.decision ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) throw conflict('You have already applied to this job');
  return { ...presentApplication(created), job };
}

/** The student's applications with their jobs, newest first. */
export async function myApplications(app: FastifyInstance, studentId: string) {
  const rows = await app.deps.db
    .select({ application: jobApplications, ...jobColumns })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobApplications.studentId, studentId))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
  return rows.map((r) => ({ ...presentApplication(r.application), job: presentJob(r.job, r.company) }));
}

const applicantColumns = {
  application: jobApplications,
  student: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    batch: students.batch,
    skills: students.skills,
  },
  college: { id: colleges.id, name: colleges.name },
};

type ApplicantRow = {
  application: ApplicationRow;
  student: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    batch: string | null;
    skills: string[] | null;
  };
  college: { id: string; name: string } | null;
};

/** What a company sees of an applicant: name, e-mail, batch, college and skills; nothing else. */
function presentApplicant(r: ApplicantRow) {
  return {
    ...presentApplication(r.application),
    student: {
      _id: r.student.id,
      FirstName: r.student.firstName,
      LastName: r.student.lastName,
      Email: r.student.email,
      batch: r.student.batch,
      college: r.college ? { _id: r.college.id, name: r.college.name } : null,
      skills: Array.isArray(r.student.skills) ? r.student.skills.filter((s) => typeof s === 'string') : [],
    },
  };
}

function applicantQuery(app: FastifyInstance) {
  return app.deps.db
    .select(applicantColumns)
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(users, eq(users.id, jobApplications.studentId))
    .leftJoin(students, eq(students.userId, users.id))
    .leftJoin(colleges, eq(colleges.id, users.collegeId));
}

/** The applicants of one of the company's jobs; 404 for a job of another company. */
export async function jobApplicants(
  app: FastifyInstance,
  companyId: string,
  jobId: string,
  query: { status?: ApplicationStatus; skip: number; limit: number },
) {
  const { db } = app.deps;
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)))
    .limit(1);
  if (!job) throw notFound('Job not found');
  const where = and(
    eq(jobApplications.jobId, jobId),
    query.status ? eq(jobApplications.status, query.status) : undefined,
  );
  const rows = await applicantQuery(app)
    .where(where)
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .offset(query.skip)
    .limit(query.limit);
  const [total] = await db.select({ n: count() }).from(jobApplications).where(where);
  return { applications: rows.map(presentApplicant), total: total?.n ?? 0 };
}

/** One application of the company's jobs; 404 for anyone else's. */
export async function ownApplication(app: FastifyInstance, companyId: string, applicationId: string) {
  const [row] = await applicantQuery(app)
    .where(and(eq(jobApplications.id, applicationId), eq(jobs.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound('Application not found');
  return row;
}

/** An application to one of the company's jobs, with the applicant's profile as recruiters see it. */
export async function applicantProfile(app: FastifyInstance, companyId: string, applicationId: string) {
  const row = await ownApplication(app, companyId, applicationId);
  return { application: presentApplicant(row), profile: await studentProfileView(app, row.student.id) };
}

/** Moves an application of the company's job one step: applied → shortlisted → hired, or rejected. */
export async function moveApplication(
  app: FastifyInstance,
  companyId: string,
  applicationId: string,
  status: ApplicationStatus,
) {
  const row = await ownApplication(app, companyId, applicationId);
  const from = row.application.status;
  if (!NEXT[from].includes(status)) {
    throw new HttpError(409, `An application cannot move from ${from} to ${status}`, 'BAD_TRANSITION');
  }
  const [updated] = await app.deps.db
    .update(jobApplications)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(jobApplications.id, applicationId), eq(jobApplications.status, from)))
    .returning();
  if (!updated) throw conflict('The application changed meanwhile; reload and try again');
  return presentApplicant({ ...row, application: updated });
}
