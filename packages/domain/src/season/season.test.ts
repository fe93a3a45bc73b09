import { describe, expect, it } from 'vitest';
import { ACADEMIC_FIELDS, type AcademicRecord, recordProblems } from './academic-record';
import { applicationDecision, refusalSentence } from './application-decision';
import { eligibilityFailures, rulesProblems } from './eligibility';
import {
  DEFAULT_OFFER_POLICY,
  type OfferPolicy,
  policyProblems,
  policyRefusal,
  tierIndex,
} from './offer-policy';

const ALL = [...ACADEMIC_FIELDS];
const record = (facts: Partial<AcademicRecord> = {}): AcademicRecord => ({
  programme: 'B.Tech',
  branch: 'CSE',
  passOutYear: 2027,
  cgpa: 8.2,
  cgpaScale: 10,
  classX: 91,
  classXII: 88,
  diploma: null,
  activeBacklogs: 0,
  totalBacklogs: 0,
  gapYears: 0,
  gender: 'female',
  verified: ALL,
  ...facts,
});
const judge = (
  rules: Parameters<typeof eligibilityFailures>[0]['rules'],
  facts: Partial<AcademicRecord> = {},
  requireVerified = true,
) => eligibilityFailures({ rules, record: record(facts), requireVerified });

describe('eligibility rules', () => {
  const job = { minCgpa: 7, maxActiveBacklogs: 0, branches: ['CSE', 'IT'], passOutYears: [2027] };

  it('refuses CGPA 6.9, ECE and one active backlog with exactly those three reasons, each with its required and actual values', () => {
    const failures = judge(job, { cgpa: 6.9, branch: 'ECE', activeBacklogs: 1, totalBacklogs: 1 });
    expect(failures).toEqual([
      { rule: 'minCgpa', required: 'at least 7.0', actual: '6.9', words: 'CGPA 6.9 is below 7.0' },
      { rule: 'branches', required: 'CSE, IT', actual: 'ECE', words: 'ECE is not among CSE, IT' },
      {
        rule: 'maxActiveBacklogs',
        required: 'at most 0',
        actual: '1',
        words: '1 active backlog where at most 0 are allowed',
      },
    ]);
  });

  it('lets a student who meets every rule through, at the bound itself', () => {
    expect(judge(job, { cgpa: 7 })).toEqual([]);
  });

  it('reads a CGPA on a 4-point scale on the 10-point scale rules are written in', () => {
    expect(judge({ minCgpa: 7.5 }, { cgpa: 3.2, cgpaScale: 4 })).toEqual([]);
    expect(judge({ minCgpa: 8.5 }, { cgpa: 3.2, cgpaScale: 4 })[0]?.words).toBe('CGPA 8.0 is below 8.5');
  });

  it('judges programme, pass-out year, total backlogs, Class X and gap years', () => {
    const failures = judge(
      {
        programmes: ['B.Tech'],
        passOutYears: [2027, 2028],
        maxTotalBacklogs: 1,
        minClassX: 60,
        maxGapYears: 1,
      },
      { programme: 'MCA', passOutYear: 2026, totalBacklogs: 3, activeBacklogs: 0, classX: 58.5, gapYears: 2 },
    );
    expect(failures.map((f) => f.words)).toEqual([
      'MCA is not among B.Tech',
      'Pass-out year 2026 is not among 2027, 2028',
      '3 backlogs in all where at most 1 is allowed',
      'Class X 58.5% is below 60%',
      '2 gap years where at most 1 is allowed',
    ]);
  });

  it('judges a diploma holder on the diploma where a rule asks only for Class XII, and each on their own qualification', () => {
    const diplomaHolder = { classXII: null, diploma: 72 };
    expect(judge({ minClassXII: 70 }, diplomaHolder)).toEqual([]);
    expect(judge({ minClassXII: 75 }, diplomaHolder)[0]).toMatchObject({
      rule: 'minClassXII',
      words: 'Diploma 72% is below 75%',
    });
    expect(judge({ minClassXII: 60, minDiploma: 75 }, diplomaHolder)[0]?.words).toBe(
      'Diploma 72% is below 75%',
    );
    expect(judge({ minClassXII: 60, minDiploma: 75 })).toEqual([]);
    expect(judge({ minClassXII: 90 })[0]?.words).toBe('Class XII 88% is below 90%');
    expect(judge({ minClassXII: 60 }, { classXII: null, diploma: null })[0]).toMatchObject({
      actual: 'not recorded',
    });
  });

  it('restricts a women-only drive by gender, and only where a job says so', () => {
    expect(judge({ genders: ['female'] }, { gender: 'male' })[0]?.words).toBe(
      'This drive is open to women only',
    );
    expect(judge({}, { gender: 'male' })).toEqual([]);
  });

  it('fails a rule on a missing or, when the cycle asks for it, unverified field, and says which', () => {
    expect(judge({ minCgpa: 7 }, { cgpa: null })[0]?.words).toBe(
      'CGPA is not on your record (required: at least 7.0)',
    );
    const unverified = { verified: ALL.filter((f) => f !== 'cgpa') };
    expect(judge({ minCgpa: 7 }, unverified)[0]?.words).toBe(
      'CGPA is not verified by the placement cell yet (required: at least 7.0)',
    );
    expect(judge({ minCgpa: 7 }, unverified, false)).toEqual([]);
  });

  it('finds rules that name what the college does not offer or leave their scale', () => {
    const offered = { programmes: ['B.Tech'], branches: ['CSE', 'IT'] };
    expect(rulesProblems({ branches: ['CSE', 'XYZ'], minCgpa: 11, minClassX: 101 }, offered)).toEqual([
      'A minimum CGPA is on a 10-point scale, not 11.',
      'A minimum percentage is from 0 to 100, not 101.',
      'The college does not offer the branch XYZ.',
    ]);
  });

  it('finds records outside their scales', () => {
    expect(
      recordProblems({ cgpa: 10.5, cgpaScale: 10, classXII: 101, activeBacklogs: 2, totalBacklogs: 1 }),
    ).toEqual([
      'A CGPA of 10.5 is outside its scale of 0 to 10.',
      'Class XII is a percentage from 0 to 100, not 101.',
      'Active backlogs (2) cannot be more than total backlogs (1).',
    ]);
    expect(recordProblems({ cgpaScale: 5 })).toEqual(['A CGPA scale is 4 or 10, not 5.']);
  });
});

describe('the offer policy', () => {
  // the fixture: dream from 10 LPA, super dream from 15, one offer per tier, one upgrade
  const policy: OfferPolicy = {
    tiers: [
      { name: 'Regular', minCtc: 0 },
      { name: 'Dream', minCtc: 10 },
      { name: 'Super dream', minCtc: 15 },
    ],
    offersPerTier: 1,
    upgrades: 1,
    ppoCountsAsPlaced: true,
    acceptanceClosesApplications: true,
  };
  const at = (ctc: number, ppo = false) => ({ ctc, ppo, company: 'Acme' });

  it('puts a CTC in its tier, a bound in the tier it opens', () => {
    expect([0, 9.99, 10, 14.5, 15, 40].map((ctc) => tierIndex(policy, ctc))).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('leaves a student with no offer free to apply anywhere', () => {
    expect(policyRefusal(policy, [], 3)).toBeNull();
  });

  it('lets a student placed at 4 LPA apply to a 12 LPA job and refuses a 5 LPA one with the reason', () => {
    expect(policyRefusal(policy, [at(4)], 12)).toBeNull();
    expect(policyRefusal(policy, [at(4)], 5)).toEqual({
      rule: 'offersPerTier',
      words:
        'You hold an offer of 4 LPA from Acme (Regular); the policy allows 1 offer per tier, so only a job in a higher tier is open to you',
    });
  });

  it('refuses a student placed at 16 LPA everywhere', () => {
    for (const ctc of [3, 12, 16, 30]) expect(policyRefusal(policy, [at(16)], ctc)).not.toBeNull();
    expect(policyRefusal(policy, [at(16)], 12)?.rule).toBe('lowerTier');
  });

  it('counts upgrades used: after 4 → 12 LPA, a super-dream job is closed', () => {
    expect(policyRefusal(policy, [at(4), at(12)], 18)).toMatchObject({ rule: 'upgrades' });
    expect(policyRefusal({ ...policy, upgrades: 2 }, [at(4), at(12)], 18)).toBeNull();
    expect(policyRefusal({ ...policy, upgrades: 0 }, [at(4)], 12)?.words).toContain(
      'allows no move to a higher tier',
    );
  });

  it('allows a second offer in a tier where the policy says two', () => {
    expect(policyRefusal({ ...policy, offersPerTier: 2 }, [at(4)], 5)).toBeNull();
    expect(policyRefusal({ ...policy, offersPerTier: 2 }, [at(4), at(5)], 5)).not.toBeNull();
  });

  it('leaves a PPO out where the policy does not count it as placed', () => {
    expect(policyRefusal({ ...policy, ppoCountsAsPlaced: false }, [at(16, true)], 12)).toBeNull();
    expect(policyRefusal(policy, [at(16, true)], 12)).not.toBeNull();
  });

  it('finds overlapping, unordered and unnamed tiers', () => {
    expect(policyProblems(DEFAULT_OFFER_POLICY)).toEqual([]);
    expect(
      policyProblems({
        ...policy,
        tiers: [
          { name: 'Regular', minCtc: 0 },
          { name: 'Dream', minCtc: 10 },
          { name: 'dream', minCtc: 8 },
        ],
      }),
    ).toEqual([
      'The tiers Dream (from 10 LPA) and dream (from 8 LPA) overlap: each tier starts above the one before it.',
      'Each tier has its own name.',
    ]);
    expect(policyProblems({ ...policy, tiers: [{ name: 'Dream', minCtc: 5 }], offersPerTier: 0 })).toEqual([
      'The first tier (Dream) starts at 0 LPA.',
      'At least one offer per tier.',
    ]);
  });
});

describe('the application decision', () => {
  const context = {
    cycleName: '2026-27 placement',
    enrolment: 'enrolled' as const,
    rules: { minCgpa: 7, branches: ['CSE', 'IT'] },
    record: record({ cgpa: 6.9, branch: 'ECE' }),
    requireVerified: true,
    policy: DEFAULT_OFFER_POLICY,
    held: [],
    jobCtc: 8,
    override: null,
  };

  it('gathers every reason into one sentence the student reads', () => {
    const decision = applicationDecision(context);
    expect(decision.eligible).toBe(false);
    expect(refusalSentence(decision.reasons)).toBe(
      'You cannot apply: CGPA 6.9 is below 7.0; ECE is not among CSE, IT',
    );
  });

  it('refuses a student outside the cycle, or who opted out', () => {
    const fine = { ...context, record: record() };
    expect(applicationDecision(fine).eligible).toBe(true);
    expect(applicationDecision({ ...fine, enrolment: 'none' }).reasons[0]?.words).toBe(
      'You are not enrolled in the 2026-27 placement cycle',
    );
    expect(applicationDecision({ ...fine, enrolment: 'opted_out' }).eligible).toBe(false);
  });

  it("lets the placement cell's inclusion outrank the rules, keeping the reasons, and its exclusion refuse", () => {
    const included = applicationDecision({
      ...context,
      override: { decision: 'include', reason: 'Company agreed' },
    });
    expect(included).toMatchObject({ eligible: true, override: { decision: 'include' } });
    expect(included.reasons).toHaveLength(2);
    const excluded = applicationDecision({
      ...context,
      record: record(),
      override: { decision: 'exclude', reason: 'Debarred for misconduct' },
    });
    expect(excluded.eligible).toBe(false);
    expect(excluded.reasons.at(-1)?.words).toBe(
      'The placement cell excluded you from this job: Debarred for misconduct',
    );
  });
});
