import { type Static, Type } from 'typebox';
import { Id, Lpa, Nullable, PlainText } from './common';
import { EmploymentType, Job, WorkplaceType } from './jobs';

// ---------- a company's job postings, and the colleges it can post to ----------

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
export const CollegeOption = Type.Object({ _id: Type.String(), name: Type.String() });
export type CollegeOption = Static<typeof CollegeOption>;
export const CollegeOptionsReply = Type.Object({
  success: Type.Literal(true),
  colleges: Type.Array(CollegeOption),
});
export type CollegeOptionsReply = Static<typeof CollegeOptionsReply>;
