import { forbidden } from '../../lib/http-error';
import type { UserRow } from '../../plugins/auth';
import { requireCollege } from '../students/policy';

/** Who may mail whom: mail stays inside one college, between its students and its staff. */
export const MAIL_ROLES = ['student', 'college'] as const;

/** The college a user's mail lives in; students without one get the portal's 403. */
export function mailCollege(user: UserRow): string {
  if (user.role === 'student') return requireCollege(user);
  if (user.role === 'college' && user.collegeId) return user.collegeId;
  throw forbidden('Only students and staff of a college can use the inbox');
}
