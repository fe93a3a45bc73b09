import { messages, organisationMessages } from '@placement/contract';
import { colleges, companies } from '@placement/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../lib/http-error';
import type { UserRow } from '../../plugins/auth';

export type OrganisationKind = 'college' | 'company';

export const tableOf = (kind: OrganisationKind) => (kind === 'college' ? colleges : companies);

/**
 * Refuses the sign-in of a college or company user whose organisation is not approved, and of a student
 * whose college was rejected.
 */
export async function assertOrganisationApproved(app: FastifyInstance, user: UserRow): Promise<void> {
  // a student and an invigilator belong to a college as its staff do
  const kind =
    user.role === 'company'
      ? 'company'
      : user.role === 'college' || user.role === 'invigilator' || user.role === 'student'
        ? 'college'
        : null;
  const orgId = kind === 'college' ? user.collegeId : kind === 'company' ? user.companyId : null;
  if (!kind || !orgId) return;
  const table = tableOf(kind);
  const [org] = await app.deps.db
    .select({ approved: table.approved, rejectedAt: table.rejectedAt })
    .from(table)
    .where(eq(table.id, orgId))
    .limit(1);
  if (!org || org.approved) return;
  if (user.role === 'student') {
    if (org.rejectedAt) throw forbidden(messages.collegeRejected, 'COLLEGE_REJECTED');
    return;
  }
  if (org.rejectedAt) throw forbidden(organisationMessages.organisationRejected, 'ORGANISATION_REJECTED');
  throw forbidden(organisationMessages.awaitingApproval, 'ORGANISATION_PENDING');
}
