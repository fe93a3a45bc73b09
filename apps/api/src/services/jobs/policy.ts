import { jobNotifications, jobs } from '@placement/db';
import { and, eq, gte, isNull, or, type SQL, sql } from 'drizzle-orm';
import { forbidden } from '../../lib/http-error';
import type { UserRow } from '../../plugins/auth';
import { requireCollege } from '../students/policy';

/**
 * A job a college's students and staff may see. Where the job has a notification (JNF) at the college, that
 * decides: the job shows once it is approved, and not while it is a draft, submitted or sent back. Without one,
 * a job the company posted to the directory keeps the rule it had before forms (offered to every college, or to
 * theirs), while a job made from a form for other colleges never shows (migration 0030 explains why existing
 * jobs are not given notifications).
 */
export const visibleTo = (collegeId: string) => {
  const notice = sql`select 1 from ${jobNotifications} n where n.job_id = ${jobs.id} and n.college_id = ${collegeId}`;
  return sql`(exists (${notice} and n.state = 'approved') or (${jobs.origin} = 'posting' and not exists (${notice})
    and (cardinality(${jobs.visibleToCollegeIds}) = 0 or ${collegeId} = any(${jobs.visibleToCollegeIds}))))`;
};

/** A job still taking applications: open, and not past its closing date. */
export const openNow = () =>
  and(eq(jobs.status, 'open'), or(isNull(jobs.closeBy), gte(jobs.closeBy, sql`now()`))) as SQL;

/**
 * The jobs a user may see at all: a student or college staff those visible to their college, a company its
 * own, an admin every job. Built first so no query can forget the tenant filter.
 */
export function jobScope(viewer: UserRow): SQL | undefined {
  switch (viewer.role) {
    case 'student':
      return visibleTo(requireCollege(viewer));
    case 'college':
      if (!viewer.collegeId) throw forbidden('Your account is not linked to a college');
      return visibleTo(viewer.collegeId);
    case 'company':
      if (!viewer.companyId) throw forbidden('Your account is not linked to a company');
      return eq(jobs.companyId, viewer.companyId);
    case 'admin':
      return undefined;
  }
}
