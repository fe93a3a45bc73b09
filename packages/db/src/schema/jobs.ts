import type { ApplicationDecision } from '@placement/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, parentId } from './columns';
import { offerPolicies } from './cycles';
import { companies } from './organisations';
import { users } from './users';

export type WorkplaceType = 'onsite' | 'remote' | 'hybrid';
export type JobOrigin = 'posting' | 'notification';
export type EmploymentType = 'full-time' | 'internship' | 'contract' | 'part-time';

export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    companyId: parentId('company_id', () => companies.id),
    title: text('title').notNull(),
    location: text('location').notNull().default(''),
    workplaceType: text('workplace_type').$type<WorkplaceType>().notNull(),
    employmentType: text('employment_type').$type<EmploymentType>().notNull(),
    seniority: text('seniority').notNull().default(''),
    experienceMin: integer('experience_min').notNull().default(0),
    experienceMax: integer('experience_max'),
    /** lakhs per annum */
    salaryMin: real('salary_min'),
    salaryMax: real('salary_max'),
    closeBy: at('close_by'),
    roleOverview: text('role_overview').notNull().default(''),
    duties: text('duties').array().notNull().default(sql`'{}'::text[]`),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    eligibleBatches: text('eligible_batches').array().notNull().default(sql`'{}'::text[]`),
    /** empty: every college sees the job */
    visibleToCollegeIds: text('visible_to_college_ids').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    /**
     * 'posting': a job the company posted to the directory, shown by `visibleToCollegeIds` to colleges that
     * hold no notification for it; 'notification': a job made from a JNF, shown only where one is approved.
     */
    origin: text('origin').$type<JobOrigin>().notNull().default('posting'),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_company_idx').on(t.companyId),
    index('jobs_status_created_idx').on(t.status, t.createdAt),
  ],
);

export type ApplicationStatus = 'applied' | 'shortlisted' | 'rejected' | 'hired';

/** A student's application to a job; the company moves it along. */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: id(),
    jobId: parentId('job_id', () => jobs.id),
    studentId: parentId('student_id', () => users.id),
    status: text('status').$type<ApplicationStatus>().notNull().default('applied'),
    /** the cycle's offer policy version the application was judged under (a later change leaves it be) */
    policyId: text('policy_id').references(() => offerPolicies.id, { onDelete: 'set null' }),
    /** the eligibility decision as it stood when the student applied */
    decision: jsonb('decision').$type<ApplicationDecision>(),
    createdAt: createdAt(),
    updatedAt: at('updated_at'),
  },
  (t) => [
    uniqueIndex('job_applications_job_student_idx').on(t.jobId, t.studentId),
    index('job_applications_student_idx').on(t.studentId),
  ],
);
