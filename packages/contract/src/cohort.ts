import { MAX_COHORT_TESTS, MAX_COMPARED } from '@placement/domain';
import { type Static, Type } from 'typebox';
import { ApplicationStatus } from './applications';
import { Id, Nullable } from './common';

// ---------- the cohort of a drive: candidates ranked by overall and by skill across its tests ----------

export const COHORT_MESSAGES = {
  badCutoff: (text: string) =>
    `A cut-off is a skill and a percentage, such as “Aptitude:60”; “${text}” is not one.`,
  cutoffRange: (text: string) => `A cut-off is a percentage from 0 to 100; “${text}” is not.`,
  unknownSkill: (skill: string) => `No skill named “${skill}” in these results.`,
  notCandidate: 'Only candidates of this cohort can be compared.',
  tooManyCompared: `Compare at most ${MAX_COMPARED} candidates at a time.`,
  /** an address (a shared or bookmarked link) whose tests or job are missing, malformed or not the reader's */
  noTests: 'Choose at least one test of the drive.',
  tooManyTests: `Choose at most ${MAX_COHORT_TESTS} tests of a drive.`,
  unknownTest:
    "This link names a test that is not one of your college's: it may have been deleted, or the link was cut short. Choose the tests again.",
  unknownJob: 'This link names no job of your company: it may have been deleted, or the link was cut short.',
  awaiting: (n: number) =>
    `${n} attempt${n === 1 ? '' : 's'} still wait${n === 1 ? 's' : ''} for an essay's marks and ${n === 1 ? 'is' : 'are'} left out until graded.`,
} as const;

/** Words for a test's outcome in a candidate's row. */
export const cohortWords = {
  graded: 'Taken',
  awaitingGrading: 'Awaiting marks',
  notTaken: 'Not taken',
} as const;

/** 'first': each student's first attempt at a test (the default, as the item analysis); 'best': their best graded one */
export const CohortChoice = Type.Union([Type.Literal('first'), Type.Literal('best')]);
export type CohortChoice = Static<typeof CohortChoice>;

/** The filters and order both audiences may ask for. */
const CohortFilters = {
  /** minimum overall percentage */
  minOverall: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  /** `<skill>:<minimum percentage>`, once per skill, e.g. `Aptitude:60` */
  cutoff: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 220 }), { maxItems: 50 })),
  /** 'overall' (the default) or a skill */
  sort: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
};

export const CollegeCohortQuery = Type.Object({
  /** the drive: one to ten of the college's assessments */
  assessments: Type.Array(Id, { minItems: 1, maxItems: MAX_COHORT_TESTS }),
  attempts: Type.Optional(CohortChoice),
  ...CohortFilters,
});
export type CollegeCohortQuery = Static<typeof CollegeCohortQuery>;

export const CompanyCohortQuery = Type.Object(CohortFilters);
export type CompanyCohortQuery = Static<typeof CompanyCohortQuery>;

/** Candidates to put side by side in a download instead of the ranked table. */
export const CompareQuery = Type.Optional(Type.Array(Id, { minItems: 1, maxItems: MAX_COMPARED }));

const TestStatus = Type.Union([
  Type.Literal('graded'),
  Type.Literal('awaitingGrading'),
  Type.Literal('notTaken'),
]);

const testOutcomeFields = {
  testId: Type.String(),
  status: TestStatus,
  score: Nullable(Type.Number()),
  maxScore: Nullable(Type.Number()),
  percentage: Nullable(Type.Number()),
  secondsTaken: Nullable(Type.Integer()),
};

export const SkillOutcome = Type.Object({
  skill: Type.String(),
  score: Type.Number(),
  maxScore: Type.Number(),
  /** null: none of the candidate's tests had the skill */
  percentage: Nullable(Type.Number()),
  /** among the candidates with the skill; equals share a rank */
  rank: Nullable(Type.Integer()),
});

const rankingFields = {
  id: Type.String(),
  name: Type.String(),
  /** by overall among the whole cohort (before any filter); equals share a rank */
  rank: Type.Integer(),
  /** mean percentage over the tests taken */
  overall: Type.Number(),
  testsTaken: Type.Integer(),
  secondsTaken: Type.Integer(),
  skills: Type.Array(SkillOutcome),
};

export const StaffCandidate = Type.Object({
  ...rankingFields,
  email: Type.String(),
  /** the attempt behind each figure opens in the attempt review */
  tests: Type.Array(Type.Object({ ...testOutcomeFields, attemptId: Nullable(Type.String()) })),
});
export type StaffCandidate = Static<typeof StaffCandidate>;

export const RecruiterCandidate = Type.Object({
  ...rankingFields,
  college: Nullable(Type.String()),
  applicationId: Type.String(),
  applicationStatus: ApplicationStatus,
  tests: Type.Array(Type.Object(testOutcomeFields)),
});
export type RecruiterCandidate = Static<typeof RecruiterCandidate>;

const cohortFields = {
  success: Type.Literal(true),
  /** every skill (topic heading) of the counted attempts, alphabetical */
  skills: Type.Array(Type.String()),
  /** candidates before the filters */
  total: Type.Integer(),
  /** attempts left out because an answer still waits for marks */
  awaitingGrading: Type.Integer(),
};

export const CollegeCohortReply = Type.Object({
  ...cohortFields,
  attempts: CohortChoice,
  tests: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  candidates: Type.Array(StaffCandidate),
});
export type CollegeCohortReply = Static<typeof CollegeCohortReply>;

export const CompanyCohortReply = Type.Object({
  ...cohortFields,
  /** the released tests the applicants took, with the college that set each */
  tests: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), college: Type.String() })),
  candidates: Type.Array(RecruiterCandidate),
  /** everyone who applied, including those with no released result yet */
  applicants: Type.Integer(),
});
export type CompanyCohortReply = Static<typeof CompanyCohortReply>;
