import { type Static, Type } from 'typebox';
import { Id, Lpa, Nullable, SingleLine, YEAR_MAX, YEAR_MIN } from './common';

// ---------- the placement season (#45): cycles, academic records, eligibility and the offer policy ----------

const Name = SingleLine(80, 1);
const Batch = Type.String({ pattern: '^\\d{4}$' });

export const CycleKind = Type.Union([Type.Literal('placement'), Type.Literal('internship')]);

export const OfferPolicy = Type.Object(
  {
    tiers: Type.Array(Type.Object({ name: Name, minCtc: Lpa }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: 8,
    }),
    offersPerTier: Type.Integer({ minimum: 1, maximum: 10 }),
    upgrades: Type.Integer({ minimum: 0, maximum: 10 }),
    ppoCountsAsPlaced: Type.Boolean(),
    acceptanceClosesApplications: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type OfferPolicyBody = Static<typeof OfferPolicy>;

export const CycleBody = Type.Object(
  {
    kind: CycleKind,
    academicYear: Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'as "2026-27"' }),
    batches: Type.Array(Batch, { minItems: 1, maxItems: 10, uniqueItems: true }),
    optOutAllowed: Type.Optional(Type.Boolean()),
    requireVerified: Type.Optional(Type.Boolean()),
    minOfferDeadlineHours: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 * 30 })),
    status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('closed')])),
    /** left out: the default policy (regular, dream from 6 LPA, super dream from 15) */
    policy: Type.Optional(OfferPolicy),
  },
  { additionalProperties: false },
);
export type CycleBody = Static<typeof CycleBody>;

export const Cycle = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  kind: CycleKind,
  academicYear: Type.String(),
  batches: Type.Array(Type.String()),
  optOutAllowed: Type.Boolean(),
  requireVerified: Type.Boolean(),
  minOfferDeadlineHours: Type.Integer(),
  status: Type.Union([Type.Literal('open'), Type.Literal('closed')]),
  policy: Type.Object({ _id: Type.String(), version: Type.Integer(), ...OfferPolicy.properties }),
  enrolled: Type.Integer(),
  optedOut: Type.Integer(),
});
export type Cycle = Static<typeof Cycle>;

export const CycleReply = Type.Object({ success: Type.Literal(true), message: Type.String(), cycle: Cycle });
export const CyclesReply = Type.Object({ success: Type.Literal(true), cycles: Type.Array(Cycle) });

const EnrolmentState = Type.Union([Type.Literal('enrolled'), Type.Literal('opted_out')]);

export const CycleEnrolmentsReply = Type.Object({
  success: Type.Literal(true),
  enrolments: Type.Array(
    Type.Object({
      student: Type.Object({
        _id: Type.String(),
        name: Type.String(),
        email: Type.String(),
        batch: Nullable(Type.String()),
      }),
      state: EnrolmentState,
      consentAt: Nullable(Type.String()),
      optOutReason: Nullable(Type.String()),
      updatedAt: Type.String(),
    }),
  ),
});

/** A student enrols (consenting to the words shown) or opts out with a reason. */
export const EnrolmentBody = Type.Union([
  Type.Object(
    { state: Type.Literal('enrolled'), consent: Type.Literal(true) },
    { additionalProperties: false },
  ),
  Type.Object(
    { state: Type.Literal('opted_out'), reason: SingleLine(300, 3) },
    { additionalProperties: false },
  ),
]);
export type EnrolmentBody = Static<typeof EnrolmentBody>;

export const StudentCycle = Type.Object({
  ...Cycle.properties,
  /** what the student agrees to by enrolling */
  consentText: Type.String(),
  enrolment: Nullable(
    Type.Object({
      state: EnrolmentState,
      consentAt: Nullable(Type.String()),
      optOutReason: Nullable(Type.String()),
    }),
  ),
});
export const StudentCyclesReply = Type.Object({
  success: Type.Literal(true),
  cycles: Type.Array(StudentCycle),
});
export const StudentCycleReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  cycle: StudentCycle,
});

// ---------- academic records ----------

export const AcademicField = Type.Union([
  Type.Literal('programme'),
  Type.Literal('branch'),
  Type.Literal('passOutYear'),
  Type.Literal('cgpa'),
  Type.Literal('classX'),
  Type.Literal('classXII'),
  Type.Literal('diploma'),
  Type.Literal('activeBacklogs'),
  Type.Literal('totalBacklogs'),
  Type.Literal('gapYears'),
  Type.Literal('gender'),
]);
export type AcademicField = Static<typeof AcademicField>;

const Percent = Nullable(Type.Number({ minimum: 0, maximum: 100 }));
const Count = Nullable(Type.Integer({ minimum: 0, maximum: 99 }));
const Gender = Type.Union([Type.Literal('female'), Type.Literal('male'), Type.Literal('other')]);

/** The facts of a record; each may be left out (kept) or null (cleared). The server checks CGPA against its scale. */
export const AcademicFactsBody = Type.Object(
  {
    rollNumber: Type.Optional(Nullable(SingleLine(40, 1))),
    programme: Type.Optional(Nullable(SingleLine(60, 1))),
    branch: Type.Optional(Nullable(SingleLine(60, 1))),
    passOutYear: Type.Optional(Nullable(Type.Integer({ minimum: YEAR_MIN, maximum: YEAR_MAX }))),
    cgpa: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 10 }))),
    cgpaScale: Type.Optional(Type.Union([Type.Literal(4), Type.Literal(10)])),
    classX: Type.Optional(Percent),
    classXII: Type.Optional(Percent),
    diploma: Type.Optional(Percent),
    activeBacklogs: Type.Optional(Count),
    totalBacklogs: Type.Optional(Count),
    gapYears: Type.Optional(Count),
    gender: Type.Optional(Nullable(Gender)),
  },
  { additionalProperties: false },
);
export type AcademicFactsBody = Static<typeof AcademicFactsBody>;

/** Staff: change facts, and lock (`verify`) or unlock (`unverify`) fields; every change is logged. */
export const StaffRecordBody = Type.Object(
  {
    facts: Type.Optional(AcademicFactsBody),
    verify: Type.Optional(Type.Array(AcademicField, { uniqueItems: true })),
    unverify: Type.Optional(Type.Array(AcademicField, { uniqueItems: true })),
  },
  { additionalProperties: false },
);
export type StaffRecordBody = Static<typeof StaffRecordBody>;

export const AcademicRecord = Type.Object({
  studentId: Type.String(),
  rollNumber: Nullable(Type.String()),
  programme: Nullable(Type.String()),
  branch: Nullable(Type.String()),
  passOutYear: Nullable(Type.Integer()),
  cgpa: Nullable(Type.Number()),
  cgpaScale: Type.Number(),
  classX: Nullable(Type.Number()),
  classXII: Nullable(Type.Number()),
  diploma: Nullable(Type.Number()),
  activeBacklogs: Nullable(Type.Integer()),
  totalBacklogs: Nullable(Type.Integer()),
  gapYears: Nullable(Type.Integer()),
  gender: Nullable(Gender),
  verified: Type.Array(AcademicField),
  updatedAt: Nullable(Type.String()),
});
export type AcademicRecord = Static<typeof AcademicRecord>;
export const AcademicRecordReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  record: AcademicRecord,
});

export const RecordChangesReply = Type.Object({
  success: Type.Literal(true),
  changes: Type.Array(
    Type.Object({
      field: Type.String(),
      action: Type.Union([Type.Literal('edit'), Type.Literal('verify'), Type.Literal('unverify')]),
      oldValue: Nullable(Type.String()),
      newValue: Nullable(Type.String()),
      by: Nullable(Type.Object({ _id: Type.String(), name: Type.String() })),
      byRole: Type.Union([Type.Literal('student'), Type.Literal('college')]),
      at: Type.String(),
    }),
  ),
});

export const CollegeBranchesBody = Type.Object(
  {
    branches: Type.Array(
      Type.Object(
        { programme: SingleLine(60, 1), branch: SingleLine(60, 1) },
        { additionalProperties: false },
      ),
      {
        maxItems: 500,
      },
    ),
  },
  { additionalProperties: false },
);
export const CollegeBranchesReply = Type.Object({
  success: Type.Literal(true),
  branches: Type.Array(Type.Object({ programme: Type.String(), branch: Type.String() })),
});

// ---------- a job's terms at a college, its eligibility, and the decision a student reads ----------

export const EligibilityRules = Type.Object(
  {
    minCgpa: Type.Optional(Type.Number({ minimum: 0, maximum: 10 })),
    programmes: Type.Optional(Type.Array(SingleLine(60, 1), { maxItems: 50, uniqueItems: true })),
    branches: Type.Optional(Type.Array(SingleLine(60, 1), { maxItems: 100, uniqueItems: true })),
    passOutYears: Type.Optional(
      Type.Array(Type.Integer({ minimum: YEAR_MIN, maximum: YEAR_MAX }), { maxItems: 10, uniqueItems: true }),
    ),
    maxActiveBacklogs: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
    maxTotalBacklogs: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
    minClassX: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    minClassXII: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    minDiploma: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    maxGapYears: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
    genders: Type.Optional(Type.Array(Gender, { minItems: 1, maxItems: 3, uniqueItems: true })),
  },
  { additionalProperties: false },
);
export type EligibilityRulesBody = Static<typeof EligibilityRules>;

export const CtcBreakdown = Type.Object(
  { fixed: Lpa, variable: Lpa, joiningBonus: Lpa, stipend: Type.Number({ minimum: 0, maximum: 10_000_000 }) },
  { additionalProperties: false },
);

/** The college's terms for a job it runs itself (a company's form comes with #45's JNF): approved at once. */
export const JobTermsBody = Type.Object(
  {
    cycleId: Id,
    ctc: Lpa,
    ctcBreakdown: Type.Optional(Nullable(CtcBreakdown)),
    bond: Type.Optional(SingleLine(300)),
    rules: EligibilityRules,
  },
  { additionalProperties: false },
);
export type JobTermsBody = Static<typeof JobTermsBody>;

export const JobTerms = Type.Object({
  _id: Type.String(),
  cycleId: Nullable(Type.String()),
  state: Type.Union([
    Type.Literal('draft'),
    Type.Literal('submitted'),
    Type.Literal('sent_back'),
    Type.Literal('approved'),
  ]),
  ctc: Nullable(Type.Number()),
  ctcBreakdown: Nullable(CtcBreakdown),
  bond: Type.String(),
  rules: EligibilityRules,
  version: Type.Integer(),
});
export const JobTermsReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  terms: JobTerms,
});

export const EligibilityOverrideParams = Type.Object({ id: Id, studentId: Id });
export const EligibilityOverrideBody = Type.Object(
  { decision: Type.Union([Type.Literal('include'), Type.Literal('exclude')]), reason: SingleLine(300, 3) },
  { additionalProperties: false },
);

export const JobLogReply = Type.Object({
  success: Type.Literal(true),
  entries: Type.Array(
    Type.Object({
      kind: Type.String(),
      detail: Type.String(),
      student: Nullable(Type.Object({ _id: Type.String(), name: Type.String() })),
      by: Nullable(Type.Object({ _id: Type.String(), name: Type.String() })),
      at: Type.String(),
    }),
  ),
});

export const EligibilityReason = Type.Object({
  kind: Type.Union([
    Type.Literal('enrolment'),
    Type.Literal('rule'),
    Type.Literal('policy'),
    Type.Literal('excluded'),
  ]),
  rule: Type.Optional(Type.String()),
  required: Type.Optional(Type.String()),
  actual: Type.Optional(Type.String()),
  words: Type.String(),
});

export const Eligibility = Type.Object({
  eligible: Type.Boolean(),
  reasons: Type.Array(EligibilityReason),
  /** "You cannot apply: …", or null when the student may */
  sentence: Nullable(Type.String()),
  included: Type.Boolean(),
  terms: Nullable(
    Type.Object({
      ctc: Nullable(Type.Number()),
      ctcBreakdown: Nullable(CtcBreakdown),
      bond: Type.String(),
      rules: EligibilityRules,
    }),
  ),
});
export type Eligibility = Static<typeof Eligibility>;
export const EligibilityReply = Type.Object({ success: Type.Literal(true), eligibility: Eligibility });
