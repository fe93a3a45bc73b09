import { studentPortalMessages } from '@placement/contract';
import { forbidden } from '../../lib/http-error';
import type { UserRow } from '../../plugins/auth';

/** Jobs, Companies and Inbox belong to a college: a student without one is refused with a clear 403. */
export function requireCollege(user: UserRow): string {
  if (!user.collegeId) throw forbidden(studentPortalMessages.collegeRequired, 'COLLEGE_REQUIRED');
  return user.collegeId;
}
