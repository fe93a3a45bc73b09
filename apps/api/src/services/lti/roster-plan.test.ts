import { describe, expect, it } from 'vitest';
import type { Member } from './memberships';
import { planRoster } from './roster-plan';

const V2 = 'http://purl.imsglobal.org/vocab/lis/v2/membership#';
const member = (id: string, extra: Partial<Member> = {}): Member => ({
  user_id: id,
  roles: [`${V2}Learner`],
  status: 'Active',
  email: `${id}@lms.test`,
  given_name: id,
  ...extra,
});

describe('what a roster sync does with a course’s members', () => {
  const roster = [
    member('asha'),
    member('chen', { roles: [`${V2}Instructor`] }),
    member('farah', { status: 'Inactive' }),
    member('emeka', { email: undefined, family_name: 'Nomail' }),
  ];

  it('invites active learners, counts inactive ones and leaves other roles alone', () => {
    const plan = planRoster(roster, 'invite');
    expect(plan).toMatchObject({ members: 4, learners: 3, inactive: 1, leftOut: 0, reported: [] });
    expect(plan.toInvite.map((m) => m.user_id)).toEqual(['asha', 'emeka']);
  });

  it('leaves a learner without an e-mail out, listed by name only when the college asks', () => {
    expect(planRoster(roster, 'skip')).toMatchObject({ leftOut: 1, reported: [] });
    const reported = planRoster(roster, 'report');
    expect(reported.toInvite.map((m) => m.user_id)).toEqual(['asha']);
    expect(reported.reported).toEqual([{ name: 'emeka Nomail', lmsUserId: 'emeka' }]);
  });
});
