import { jobs } from '@placement/db';
import { and, eq, gte, isNull, or, type SQL, sql } from 'drizzle-orm';
import { forbidden } from '../../lib/http-error';
import type { UserRow } from '../../plugins/auth';
import { requireCollege } from '../students/policy';

/** A job a college's students and staff may see: one offered to every college, or to theirs. */
export const visibleTo = (collegeId: string) =>
  sql`(cardinality(${jobs.visibleToCollegeIds}) = 0 or ${collegeId} = any(${jobs.visibleToCollegeIds}))`;

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
