import { type Static, Type } from 'typebox';
import { Email, Id, SingleLine } from './common';
import { CompanyRef, EmploymentType, Job, MAX_ATTACHMENTS, WorkplaceType } from './portal';

/**
 * Shapes of the college portal (inbox, dashboard, placements, attendance), the company portal and the admin
 * portal. Amounts are lakhs per annum (LPA); days are YYYY-MM-DD in Asia/Kolkata.
 */

const NO_NUL = '^[^\\u0000]*$';
const Text = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength, pattern: NO_NUL });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
/** A calendar day, checked again by the server for being a real one. */
export const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Lpa = Type.Number({ minimum: 0, maximum: 10_000 });

export const portalIIMessages = {
  awaitingApproval: 'Your organisation is waiting for approval',
  organisationRejected: 'Your organisation was not approved. Please contact support.',
  signedUp: 'Thank you for signing up. You can log in once an admin approves your organisation.',
  qrInvalid: 'This QR code is invalid or has expired. Ask the student to refresh it.',
  qrReplayed: 'This QR code has already been used. Ask the student to refresh it.',
  otherCollegeStudent: 'This student is not a student of your college',
  markedPresent: 'Marked present',
  alreadyPresent: 'Already marked present today',
} as const;

// ---------- live events (inbox) ----------

export const LiveEvent = Type.Object({ type: Type.Literal('mail'), mailId: Type.String() });
export type LiveEvent = Static<typeof LiveEvent>;

export const EventTicketReply = Type.Object({
  success: Type.Literal(true),
  /** pass as `?ticket=` to the events stream; valid for `expiresIn` seconds */
  ticket: Type.String(),
  expiresIn: Type.Integer(),
});

export const EventsQuery = Type.Object({ ticket: Type.Optional(Type.String({ maxLength: 2000 })) });

// ---------- college inbox ----------

/** exactly one of Email (one person of the college), batch (its students of that batch) or all (every student) */
export const CollegeSendMailBody = Type.Object(
  {
    Email: Type.Optional(Type.String({ minLength: 3, maxLength: 254, pattern: NO_NUL })),
    batch: Type.Optional(Text(20, 1)),
    all: Type.Optional(Type.Boolean()),
    Subject: Text(200),
    Message: Text(20_000, 1),
    attachments: Type.Optional(Type.Array(Id, { maxItems: MAX_ATTACHMENTS })),
  },
  { additionalProperties: false },
);
export type CollegeSendMailBody = Static<typeof CollegeSendMailBody>;

// ---------- college dashboard ----------

export const CollegeIdParams = Type.Object({ collegeId: Id });

export const DashboardCompany = Type.Object({
  _id: Type.String(),
  basic: Type.Object({ companyName: Type.String() }, { additionalProperties: Type.Unknown() }),
  about: Type.String(),
  /** open jobs visible to the college */
  openJobs: Type.Integer(),
  /** students of the college placed there */
  placedStudents: Type.Integer(),
  /** when the company's newest job visible to the college was posted */
  lastJobAt: Nullable(Type.String()),
});

export const DashboardStats = Type.Object({
  students: Type.Integer(),
  companies: Type.Integer(),
  jobs: Type.Integer(),
  placedStudents: Type.Integer(),
  /** LPA, over placements; 0 when there are none */
  averagePackage: Type.Number(),
  highestPackage: Type.Number(),
});

export const MonthPoint = Type.Object({
  /** YYYY-MM */
  month: Type.String(),
  students: Type.Integer(),
  placements: Type.Integer(),
});

export const DashboardCompaniesReply = Type.Object({
  success: Type.Literal(true),
  companies: Type.Array(DashboardCompany),
  stats: DashboardStats,
  /** the last 12 months, oldest first: students who joined vs placements */
  series: Type.Array(MonthPoint),
});

export const DashboardNewCompaniesReply = Type.Object({
  success: Type.Literal(true),
  newCompanies: Type.Array(DashboardCompany),
});

export const DashboardJobsQuery = Type.Object({
  skip: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});

export const DashboardJobsReply = Type.Object({
  success: Type.Literal(true),
  jobs: Type.Array(Job),
  newJobs: Type.Array(Job),
  total: Type.Integer(),
});

export const PlacedStudentsBody = Type.Object(
  {
    company: Type.Optional(Id),
    batch: Type.Optional(Text(20, 1)),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    minPackage: Type.Optional(Lpa),
    maxPackage: Type.Optional(Lpa),
    search: Type.Optional(Text(100)),
    skip: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  },
  { additionalProperties: false },
);
export type PlacedStudentsBody = Static<typeof PlacedStudentsBody>;

export const PlacementStudent = Type.Object({
  _id: Type.String(),
  FirstName: Type.String(),
  LastName: Type.String(),
  Email: Type.String(),
  batch: Nullable(Type.String()),
});

export const Placement = Type.Object({
  _id: Type.String(),
  student: PlacementStudent,
  company: CompanyRef,
  job: Nullable(Type.Object({ _id: Type.String(), title: Type.String() })),
  package: Type.Number(),
  placedOn: Type.String(),
  createdAt: Type.String(),
});
export type Placement = Static<typeof Placement>;

export const PlacedStudentsReply = Type.Object({
  success: Type.Literal(true),
  students: Type.Array(Placement),
  total: Type.Integer(),
});

export const PlacementBody = Type.Object(
  {
    studentId: Id,
    companyId: Id,
    jobId: Type.Optional(Nullable(Id)),
    package: Lpa,
    placedOn: Day,
  },
  { additionalProperties: false },
);
export type PlacementBody = Static<typeof PlacementBody>;

export const PlacementReply = Type.Object({ success: Type.Literal(true), placement: Placement });

export const StudentPlacementReply = Type.Object({
  success: Type.Literal(true),
  placed: Type.Boolean(),
  placements: Type.Array(Placement),
});

// ---------- attendance ----------

export const Slot = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

export const AssignmentsBody = Type.Object(
  {
    date: Day,
    assignments: Type.Array(
      Type.Object({ studentId: Id, companyId: Id, slot: Slot }, { additionalProperties: false }),
      { minItems: 1, maxItems: 500 },
    ),
  },
  { additionalProperties: false },
);
export type AssignmentsBody = Static<typeof AssignmentsBody>;

export const DayQuery = Type.Object({ date: Type.Optional(Day) });

export const Assignment = Type.Object({
  _id: Type.String(),
  date: Type.String(),
  Slot: Type.Integer(),
  slotTime: Type.String(),
  student: PlacementStudent,
  companyId: CompanyRef,
});

export const AttendanceRow = Type.Object({
  student: PlacementStudent,
  assignments: Type.Array(
    Type.Object({ companyId: CompanyRef, Slot: Type.Integer(), slotTime: Type.String() }),
  ),
  marked: Type.Boolean(),
  status: Type.String(),
  markedAt: Nullable(Type.String()),
});

export const AssignmentsReply = Type.Object({
  success: Type.Literal(true),
  date: Type.String(),
  assignments: Type.Array(Assignment),
});

export const CollegeAttendanceReply = Type.Object({
  success: Type.Literal(true),
  date: Type.String(),
  students: Type.Array(AttendanceRow),
});

export const ScanBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 2000 }) },
  { additionalProperties: false },
);

export const ScanReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  /** false when the student had already been marked present today */
  marked: Type.Boolean(),
  date: Type.String(),
  student: PlacementStudent,
  companies: Type.Array(
    Type.Object({ companyId: CompanyRef, Slot: Type.Integer(), slotTime: Type.String() }),
  ),
});

// ---------- company portal ----------

export const CompanyProfile = Type.Object({
  _id: Type.String(),
  basic: Type.Object(
    {
      companyName: Type.String(),
      logo: Nullable(Type.String()),
      website: Type.String(),
      sector: Type.String(),
    },
    { additionalProperties: Type.Unknown() },
  ),
  about: Type.String(),
  locations: Type.Array(Type.String()),
  approved: Type.Boolean(),
});

export const CompanyProfileReply = Type.Object({ success: Type.Literal(true), company: CompanyProfile });

export const CompanyProfileBody = Type.Object(
  {
    basic: Type.Optional(
      Type.Object(
        {
          companyName: Type.Optional(SingleLine(120, 1)),
          website: Type.Optional(
            Type.Union([
              Type.Literal(''),
              Type.String({ maxLength: 300, pattern: '^https?://[^\\s\\u0000]+$' }),
            ]),
          ),
          sector: Type.Optional(Text(120)),
        },
        { additionalProperties: false },
      ),
    ),
    about: Type.Optional(Text(5000)),
    locations: Type.Optional(Type.Array(Text(120, 1), { maxItems: 50 })),
  },
  { additionalProperties: false },
);
export type CompanyProfileBody = Static<typeof CompanyProfileBody>;

export const JobBody = Type.Object(
  {
    title: Text(150, 1),
    location: Type.Optional(Text(150)),
    workplaceType: WorkplaceType,
    employmentType: EmploymentType,
    seniority: Type.Optional(Text(60)),
    experience: Type.Optional(
      Type.Object(
        {
          min: Type.Integer({ minimum: 0, maximum: 60 }),
          max: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 60 }))),
        },
        { additionalProperties: false },
      ),
    ),
    salary: Type.Optional(
      Type.Object(
        { min: Type.Optional(Nullable(Lpa)), max: Type.Optional(Nullable(Lpa)) },
        { additionalProperties: false },
      ),
    ),
    closeBy: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
    roleOverview: Type.Optional(Text(10_000)),
    duties: Type.Optional(Type.Array(Text(500, 1), { maxItems: 50 })),
    skills: Type.Optional(Type.Array(Text(60, 1), { maxItems: 50 })),
    eligibleBatches: Type.Optional(Type.Array(Text(20, 1), { maxItems: 20 })),
    /** empty or absent: every college sees the job */
    visibleToCollegeIds: Type.Optional(Type.Array(Id, { maxItems: 200 })),
    status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('closed')])),
  },
  { additionalProperties: false },
);
export type JobBody = Static<typeof JobBody>;

export const CompanyJob = Type.Object({
  ...Job.properties,
  visibleToCollegeIds: Type.Array(Type.String()),
  applications: Type.Integer(),
});

export const CompanyJobReply = Type.Object({ success: Type.Literal(true), job: CompanyJob });
export const CompanyJobsReply = Type.Object({
  success: Type.Literal(true),
  jobs: Type.Array(CompanyJob),
  total: Type.Integer(),
});

export const ApplicationStatus = Type.Union([
  Type.Literal('applied'),
  Type.Literal('shortlisted'),
  Type.Literal('rejected'),
  Type.Literal('hired'),
]);
export type ApplicationStatus = Static<typeof ApplicationStatus>;

export const Applicant = Type.Object({
  _id: Type.String(),
  status: ApplicationStatus,
  appliedAt: Type.String(),
  updatedAt: Nullable(Type.String()),
  student: Type.Object({
    ...PlacementStudent.properties,
    college: Nullable(Type.Object({ _id: Type.String(), name: Type.String() })),
    skills: Type.Array(Type.String()),
  }),
});

export const ApplicantsQuery = Type.Object({
  status: Type.Optional(ApplicationStatus),
  skip: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
});

export const ApplicantsReply = Type.Object({
  success: Type.Literal(true),
  applications: Type.Array(Applicant),
  total: Type.Integer(),
});

export const ApplicationStatusBody = Type.Object(
  { status: ApplicationStatus },
  { additionalProperties: false },
);
export const ApplicantReply = Type.Object({ success: Type.Literal(true), application: Applicant });

export const StudentApplication = Type.Object({
  _id: Type.String(),
  status: ApplicationStatus,
  appliedAt: Type.String(),
  updatedAt: Nullable(Type.String()),
  job: Job,
});
export const StudentApplicationReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  application: StudentApplication,
});
export const StudentApplicationsReply = Type.Object({
  success: Type.Literal(true),
  applications: Type.Array(StudentApplication),
});

export const CollegeOption = Type.Object({ _id: Type.String(), name: Type.String() });
export const CollegeOptionsReply = Type.Object({
  success: Type.Literal(true),
  colleges: Type.Array(CollegeOption),
});

// ---------- sign-up and admin ----------

export const OrganisationSignupBody = Type.Object(
  {
    organisationName: SingleLine(150, 2),
    FirstName: SingleLine(60, 1),
    LastName: Type.Optional(SingleLine(60)),
    Email,
    Password: Type.String({ minLength: 8, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type OrganisationSignupBody = Static<typeof OrganisationSignupBody>;

export const SignupReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  organisation: Type.Object({ _id: Type.String(), name: Type.String(), approved: Type.Boolean() }),
});

export const Category = Type.Object({ _id: Type.String(), name: Type.String() });
export const CategoriesReply = Type.Object({ success: Type.Literal(true), categories: Type.Array(Category) });
export const CategoryReply = Type.Object({ success: Type.Literal(true), category: Category });
export const CategoryBody = Type.Object({ name: Text(80, 1) }, { additionalProperties: false });

export const OrganisationStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
]);
export type OrganisationStatus = Static<typeof OrganisationStatus>;

export const OrganisationsQuery = Type.Object({
  status: Type.Optional(OrganisationStatus),
  kind: Type.Optional(Type.Union([Type.Literal('college'), Type.Literal('company')])),
});

export const Organisation = Type.Object({
  _id: Type.String(),
  kind: Type.Union([Type.Literal('college'), Type.Literal('company')]),
  name: Type.String(),
  status: OrganisationStatus,
  createdAt: Type.String(),
  contacts: Type.Array(
    Type.Object({
      _id: Type.String(),
      Email: Type.String(),
      FirstName: Type.String(),
      LastName: Type.String(),
    }),
  ),
});

export const OrganisationsReply = Type.Object({
  success: Type.Literal(true),
  colleges: Type.Array(Organisation),
  companies: Type.Array(Organisation),
});
export const OrganisationReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  organisation: Organisation,
});
