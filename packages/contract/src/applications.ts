import { type Static, Type } from 'typebox';
import { Nullable } from './common';
import { PlacementStudent } from './dashboard';
import { Job } from './jobs';
import { StudentProfileView } from './profile';

// ---------- applications to jobs: the company's applicants, a student's own applications ----------

export const ApplicationStatus = Type.Union([
  Type.Literal('applied'),
  Type.Literal('shortlisted'),
  Type.Literal('rejected'),
  Type.Literal('hired'),
]);
export type ApplicationStatus = Static<typeof ApplicationStatus>;
/** An application's status as the company's screens and exports say it. */
export const applicationStatusWords: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  rejected: 'Rejected',
  hired: 'Hired',
};

/** An application as both sides see it; each adds the other party (the student, or the job). */
const ApplicationFields = {
  _id: Type.String(),
  status: ApplicationStatus,
  appliedAt: Type.String(),
  updatedAt: Nullable(Type.String()),
};

export const Applicant = Type.Object({
  ...ApplicationFields,
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
  ...ApplicationFields,
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
