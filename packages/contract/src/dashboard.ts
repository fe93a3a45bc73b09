import { type Static, Type } from 'typebox';
import { Day, Id, Lpa, Nullable, PlainText } from './common';
import { CompanyBasic, CompanyRef, Job } from './jobs';

// ---------- college dashboard ----------

export const CollegeIdParams = Type.Object({ collegeId: Id });

export const DashboardCompany = Type.Object({
  _id: Type.String(),
  basic: CompanyBasic,
  about: Type.String(),
  /** open jobs visible to the college */
  openJobs: Type.Integer(),
  /** students of the college placed there */
  placedStudents: Type.Integer(),
  /** when the company's newest job visible to the college was posted */
  lastJobAt: Nullable(Type.String()),
});
export type DashboardCompany = Static<typeof DashboardCompany>;

export const DashboardStats = Type.Object({
  students: Type.Integer(),
  companies: Type.Integer(),
  jobs: Type.Integer(),
  placedStudents: Type.Integer(),
  /** LPA, over placements; 0 when there are none */
  averagePackage: Type.Number(),
  highestPackage: Type.Number(),
});
export type DashboardStats = Static<typeof DashboardStats>;

export const MonthPoint = Type.Object({
  /** YYYY-MM */
  month: Type.String(),
  students: Type.Integer(),
  placements: Type.Integer(),
});
export type MonthPoint = Static<typeof MonthPoint>;

export const DashboardCompaniesReply = Type.Object({
  success: Type.Literal(true),
  companies: Type.Array(DashboardCompany),
  stats: DashboardStats,
  /** the last 12 months, oldest first: students who joined vs placements */
  series: Type.Array(MonthPoint),
});
export type DashboardCompaniesReply = Static<typeof DashboardCompaniesReply>;

export const DashboardNewCompaniesReply = Type.Object({
  success: Type.Literal(true),
  newCompanies: Type.Array(DashboardCompany),
});
export type DashboardNewCompaniesReply = Static<typeof DashboardNewCompaniesReply>;

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
export type DashboardJobsReply = Static<typeof DashboardJobsReply>;

export const PlacedStudentsBody = Type.Object(
  {
    company: Type.Optional(Id),
    batch: Type.Optional(PlainText(20, 1)),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    minPackage: Type.Optional(Lpa),
    maxPackage: Type.Optional(Lpa),
    search: Type.Optional(PlainText(100)),
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
export type PlacementStudent = Static<typeof PlacementStudent>;

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
export type PlacedStudentsReply = Static<typeof PlacedStudentsReply>;

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
export type PlacementReply = Static<typeof PlacementReply>;

export const StudentPlacementReply = Type.Object({
  success: Type.Literal(true),
  placed: Type.Boolean(),
  placements: Type.Array(Placement),
});
export type StudentPlacementReply = Static<typeof StudentPlacementReply>;
