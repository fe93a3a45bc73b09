import { type Static, Type } from 'typebox';
import { Id, Nullable, PlainText } from './common';

export const CompanyRef = Type.Object({
  _id: Type.String(),
  basic: Type.Object({ companyName: Type.String() }),
});
export type CompanyRef = Static<typeof CompanyRef>;

export const WorkplaceType = Type.Union([
  Type.Literal('onsite'),
  Type.Literal('remote'),
  Type.Literal('hybrid'),
]);
export const EmploymentType = Type.Union([
  Type.Literal('full-time'),
  Type.Literal('internship'),
  Type.Literal('contract'),
  Type.Literal('part-time'),
]);

export const Job = Type.Object({
  _id: Type.String(),
  companyId: CompanyRef,
  title: Type.String(),
  location: Type.String(),
  workplaceType: Type.String(),
  employmentType: Type.String(),
  seniority: Type.String(),
  experience: Type.Object({ min: Type.Integer(), max: Nullable(Type.Integer()) }),
  salary: Type.Object({ min: Nullable(Type.Number()), max: Nullable(Type.Number()), unit: Type.String() }),
  closeBy: Nullable(Type.String()),
  roleOverview: Type.String(),
  duties: Type.Array(Type.String()),
  skills: Type.Array(Type.String()),
  eligibleBatches: Type.Array(Type.String()),
  status: Type.String(),
  createdAt: Type.String(),
});
export type Job = Static<typeof Job>;

export const JobsFilterQuery = Type.Object({
  title: Type.Optional(PlainText(100)),
  location: Type.Optional(PlainText(100)),
  employmentType: Type.Optional(EmploymentType),
  workplaceType: Type.Optional(WorkplaceType),
  salaryMin: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000 })),
  salaryMax: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000 })),
  companyId: Type.Optional(Id),
  skip: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});
export type JobsFilterQuery = Static<typeof JobsFilterQuery>;

/** Whether the student may apply to a listed job; `sentence` says why not ("You cannot apply: …"). */
export const JobEligibilitySummary = Type.Object({
  eligible: Type.Boolean(),
  sentence: Nullable(Type.String()),
});

/** A job in a search: a student's search also says whether they may apply (eligible jobs come first). */
export const ListedJob = Type.Object({
  ...Job.properties,
  eligibility: Type.Optional(JobEligibilitySummary),
});
export type ListedJob = Static<typeof ListedJob>;

export const JobsReply = Type.Object({
  success: Type.Literal(true),
  jobs: Type.Array(ListedJob),
  total: Type.Integer(),
});
export type JobsReply = Static<typeof JobsReply>;
export const JobReply = Type.Object({ success: Type.Literal(true), job: Job });
export type JobReply = Static<typeof JobReply>;
export const NewJobsReply = Type.Object({ success: Type.Literal(true), jobs: Type.Array(Job) });
export type NewJobsReply = Static<typeof NewJobsReply>;

/** What a company tells students and colleges about itself; website and sector once it has said. */
export const CompanyBasic = Type.Object({
  companyName: Type.String(),
  website: Type.Optional(Type.String()),
  sector: Type.Optional(Type.String()),
});

export const Company = Type.Object({
  _id: Type.String(),
  basic: CompanyBasic,
  about: Type.String(),
  openJobs: Type.Integer(),
});
export type Company = Static<typeof Company>;
export const CompanyReply = Type.Object({ success: Type.Literal(true), company: Company });
export type CompanyReply = Static<typeof CompanyReply>;
export const CompaniesReply = Type.Object({ success: Type.Literal(true), companies: Type.Array(Company) });
export type CompaniesReply = Static<typeof CompaniesReply>;
