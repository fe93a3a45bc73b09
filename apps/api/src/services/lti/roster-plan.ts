import type { RosterWithoutEmail } from '@placement/db';
import type { Member } from './memberships';
import { isLearnerRole } from './roles';
import { displayName, emailOf } from './students';

/** What a roster sync does with a course's members, before it writes anything. */
export interface RosterPlan {
  members: number;
  learners: number;
  /** learners without an e-mail not invited (withoutEmail skip or report) */
  leftOut: number;
  inactive: number;
  reported: { name: string; lmsUserId: string }[];
  /** the active learners to invite, each once */
  toInvite: Member[];
}

/**
 * Sorts a course's members: instructors and other roles are left alone, learners the LMS marks inactive are
 * counted, a learner without an e-mail is invited, left out or listed as the college chose; the rest are invited.
 */
export function planRoster(members: readonly Member[], withoutEmail: RosterWithoutEmail): RosterPlan {
  const plan: RosterPlan = {
    members: members.length,
    learners: 0,
    leftOut: 0,
    inactive: 0,
    reported: [],
    toInvite: [],
  };
  for (const member of members) {
    if (!isLearnerRole(member.roles)) continue;
    plan.learners += 1;
    if ((member.status ?? 'Active') !== 'Active') plan.inactive += 1;
    else if (emailOf(member) || withoutEmail === 'invite') plan.toInvite.push(member);
    else {
      plan.leftOut += 1;
      if (withoutEmail === 'report')
        plan.reported.push({ name: displayName(member, member.user_id), lmsUserId: member.user_id });
    }
  }
  return plan;
}
