import type { SessionUser } from '@placement/contract';
import type { SessionRow, UserRow } from '../../plugins/auth';

/** The allow-list of a user's fields that a session's owner sees. */
export function presentSessionUser(user: UserRow, session: Pick<SessionRow, 'stage'>): SessionUser {
  return {
    _id: user.id,
    role: user.role,
    Email: user.email,
    FirstName: user.firstName,
    LastName: user.lastName,
    avatar: user.avatar,
    authType: user.authType,
    CollegeId: user.collegeId,
    secondFactorDone: session.stage === 'full',
  };
}
