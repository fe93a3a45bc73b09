import { type Static, Type } from 'typebox';
import { Id, Lpa, Nullable, PlainText, SingleLine } from './common';
import { PlacementStudent } from './dashboard';
import { EmploymentType, Job, WorkplaceType } from './jobs';
import { StudentProfileView } from './profile';

// ---------- company portal ----------

export const CompanyProfile = Type.Object({
  _id: Type.String(),
  basic: Type.Object({
    companyName: Type.String(),
    logo: Nullable(Type.String()),
    website: Type.String(),
    sector: Type.String(),
  }),
  about: Type.String(),
  locations: Type.Array(Type.String()),
  approved: Type.Boolean(),
});
export type CompanyProfile = Static<typeof CompanyProfile>;

export const CompanyProfileReply = Type.Object({ success: Type.Literal(true), company: CompanyProfile });
export type CompanyProfileReply = Static<typeof CompanyProfileReply>;

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
          sector: Type.Optional(PlainText(120)),
        },
        { additionalProperties: false },
      ),
    ),
    about: Type.Optional(PlainText(5000)),
    locations: Type.Optional(Type.Array(PlainText(120, 1), { maxItems: 50 })),
  },
  { additionalProperties: false },
);
export type CompanyProfileBody = Static<typeof CompanyProfileBody>;

export const JobBody = Type.Object(
  {
    title: PlainText(150, 1),
    location: Type.Optional(PlainText(150)),
    workplaceType: WorkplaceType,
    employmentType: EmploymentType,
    seniority: Type.Optional(PlainText(60)),
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
    roleOverview: Type.Optional(PlainText(10_000)),
    duties: Type.Optional(Type.Array(PlainText(500, 1), { maxItems: 50 })),
    skills: Type.Optional(Type.Array(PlainText(60, 1), { maxItems: 50 })),
    eligibleBatches: Type.Optional(Type.Array(PlainText(20, 1), { maxItems: 20 })),
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
export type CompanyJob = Static<typeof CompanyJob>;

export const CompanyJobReply = Type.Object({ success: Type.Literal(true), job: CompanyJob });
export type CompanyJobReply = Static<typeof CompanyJobReply>;
export const CompanyJobsReply = Type.Object({
  success: Type.Literal(true),
  jobs: Type.Array(CompanyJob),
  total: Type.Integer(),
});
export type CompanyJobsReply = Static<typeof CompanyJobsReply>;

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
export type Applicant = Static<typeof Applicant>;

export const ApplicantsQuery = Type.Object({
  status: Type.Optional(ApplicationStatus),
  skip: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
});
export type ApplicantsQuery = Static<typeof ApplicantsQuery>;

export const ApplicantsReply = Type.Object({
  success: Type.Literal(true),
  applications: Type.Array(Applicant),
  total: Type.Integer(),
});
export type ApplicantsReply = Static<typeof ApplicantsReply>;

export const ApplicationStatusBody = Type.Object(
  { status: ApplicationStatus },
  { additionalProperties: false },
);
export type ApplicationStatusBody = Static<typeof ApplicationStatusBody>;
export const ApplicantReply = Type.Object({ success: Type.Literal(true), application: Applicant });
export type ApplicantReply = Static<typeof ApplicantReply>;
/** One application with the applicant's profile as recruiters see it. */
export const ApplicantProfileReply = Type.Object({
  success: Type.Literal(true),
  application: Applicant,
  profile: StudentProfileView,
});
export type ApplicantProfileReply = Static<typeof ApplicantProfileReply>;

export const StudentApplication = Type.Object({
  _id: Type.String(),
  status: ApplicationStatus,
  appliedAt: Type.String(),
  updatedAt: Nullable(Type.String()),
  job: Job,
});
export type StudentApplication = Static<typeof StudentApplication>;
export const StudentApplicationReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  application: StudentApplication,
});
export type StudentApplicationReply = Static<typeof StudentApplicationReply>;
export const StudentApplicationsReply = Type.Object({
  success: Type.Literal(true),
  applications: Type.Array(StudentApplication),
});
export type StudentApplicationsReply = Static<typeof StudentApplicationsReply>;

export const CollegeOption = Type.Object({ _id: Type.String(), name: Type.String() });
export type CollegeOption = Static<typeof CollegeOption>;
export const CollegeOptionsReply = Type.Object({
  success: Type.Literal(true),
  colleges: Type.Array(CollegeOption),
});
export type CollegeOptionsReply = Static<typeof CollegeOptionsReply>;
