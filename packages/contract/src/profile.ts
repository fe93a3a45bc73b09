import { type Static, Type } from 'typebox';
import { SessionUser } from './auth';
import {
  Id,
  Nullable,
  PHONE_PATTERN,
  PINCODE_PATTERN,
  PlainText,
  SingleLine,
  YEAR_MAX,
  YEAR_MIN,
} from './common';
import { FileInfo } from './files';

/** An http(s) URL; the server checks the scheme again after parsing. */
const HttpUrl = Type.String({ maxLength: 300, pattern: '^https?://[^\\s\\u0000]+$' });
const Year = Type.Integer({ minimum: YEAR_MIN, maximum: YEAR_MAX });

export const EducationInput = Type.Object(
  {
    _id: Type.Optional(Id),
    institute: PlainText(200, 1),
    degree: PlainText(120, 1),
    field: Type.Optional(PlainText(120)),
    startYear: Year,
    endYear: Type.Optional(Nullable(Year)),
    current: Type.Optional(Type.Boolean()),
    grade: Type.Optional(PlainText(20)),
    gradeType: Type.Optional(
      Type.Union([Type.Literal('cgpa'), Type.Literal('percentage'), Type.Literal('grade')]),
    ),
    description: Type.Optional(PlainText(1000)),
  },
  { additionalProperties: false },
);
export type EducationInput = Static<typeof EducationInput>;

export const Education = Type.Object({
  _id: Type.String(),
  institute: Type.String(),
  degree: Type.String(),
  field: Type.String(),
  startYear: Type.Integer(),
  endYear: Nullable(Type.Integer()),
  current: Type.Boolean(),
  grade: Type.String(),
  gradeType: Nullable(Type.String()),
  description: Type.String(),
  media: Nullable(FileInfo),
});
export type Education = Static<typeof Education>;

export const MAX_EDUCATION = 10;
export const MAX_SKILLS = 50;
export const MAX_CVS = 5;

export const EditEducationBody = Type.Object(
  { Education: Type.Array(EducationInput, { maxItems: MAX_EDUCATION }) },
  { additionalProperties: false },
);

export const Gender = Type.Union([
  Type.Literal('male'),
  Type.Literal('female'),
  Type.Literal('other'),
  Type.Literal('prefer-not-to-say'),
]);

/** Every field optional: a field sent replaces the stored one, '' or null clears it. */
export const PersonalBody = Type.Object(
  {
    dateOfBirth: Type.Optional(
      Nullable(Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$', maxLength: 10 })),
    ),
    gender: Type.Optional(Nullable(Type.Union([Gender, Type.Literal('')]))),
    address: Type.Optional(Nullable(PlainText(300))),
    city: Type.Optional(Nullable(PlainText(80))),
    state: Type.Optional(Nullable(PlainText(80))),
    country: Type.Optional(Nullable(PlainText(80))),
    pincode: Type.Optional(Nullable(Type.String({ maxLength: 12, pattern: PINCODE_PATTERN }))),
    about: Type.Optional(Nullable(PlainText(2000))),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type PersonalBody = Static<typeof PersonalBody>;

export const Personal = Type.Object({
  dateOfBirth: Nullable(Type.String()),
  gender: Nullable(Type.String()),
  address: Nullable(Type.String()),
  city: Nullable(Type.String()),
  state: Nullable(Type.String()),
  country: Nullable(Type.String()),
  pincode: Nullable(Type.String()),
  about: Nullable(Type.String()),
});
export type Personal = Static<typeof Personal>;

export const BasicUpdateBody = Type.Object(
  {
    FirstName: Type.Optional(SingleLine(80, 1)),
    LastName: Type.Optional(SingleLine(80)),
    PhoneNumber: Type.Optional(Type.String({ maxLength: 20, pattern: PHONE_PATTERN })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type BasicUpdateBody = Static<typeof BasicUpdateBody>;

export const SkillsBody = Type.Object(
  { skills: Type.Array(PlainText(50), { maxItems: 200 }) },
  { additionalProperties: false },
);

export const LINK_NAMES = [
  'linkedin',
  'github',
  'portfolio',
  'leetcode',
  'hackerrank',
  'codechef',
  'codeforces',
  'twitter',
  'website',
] as const;
export type LinkName = (typeof LINK_NAMES)[number];
/** Each link's name as people read it. */
export const LINK_LABELS: Readonly<Record<LinkName, string>> = {
  linkedin: 'LinkedIn',
  github: 'GitHub',
  portfolio: 'Portfolio',
  leetcode: 'LeetCode',
  hackerrank: 'HackerRank',
  codechef: 'CodeChef',
  codeforces: 'Codeforces',
  twitter: 'X (Twitter)',
  website: 'Website',
};

const LinkValue = Type.Union([HttpUrl, Type.Literal('')]);
export const LinksBody = Type.Object(
  {
    links: Type.Object(Object.fromEntries(LINK_NAMES.map((n) => [n, Type.Optional(LinkValue)])), {
      additionalProperties: false,
    }),
  },
  { additionalProperties: false },
);
export type LinksBody = { links: Partial<Record<LinkName, string>> };

export const AvatarBody = Type.Object(
  { avatar: Type.String({ minLength: 1, maxLength: 1024 * 1024 }) },
  { additionalProperties: false },
);

export const CollegeRef = Nullable(Type.Object({ _id: Type.String(), name: Type.String() }));

export const ProfileChecklist = Type.Object({
  personal: Type.Boolean(),
  education: Type.Boolean(),
  skills: Type.Boolean(),
  avatar: Type.Boolean(),
});

export const FullStudent = Type.Object({
  _id: Type.String(),
  role: Type.Literal('student'),
  Email: Type.String(),
  FirstName: Type.String(),
  LastName: Type.String(),
  PhoneNumber: Nullable(Type.String()),
  avatar: Nullable(Type.String()),
  authType: Type.String(),
  CollegeId: Nullable(Type.String()),
  college: CollegeRef,
  batch: Nullable(Type.String()),
  Education: Type.Array(Education),
  skills: Type.Array(Type.String()),
  links: Type.Record(Type.String(), Type.String()),
  CV: Type.Array(FileInfo),
  personal: Personal,
  completedProfile: Type.Boolean(),
  profileChecklist: ProfileChecklist,
});
export type FullStudent = Static<typeof FullStudent>;

/** GET /api/student/me: the session's user; with getAll, the whole profile beside it. */
export const MeQuery = Type.Object({ getAll: Type.Optional(Type.Boolean()) });
export const MeReply = Type.Object({
  success: Type.Literal(true),
  student: Type.Intersect([SessionUser, Type.Partial(Type.Omit(FullStudent, ['role']))]),
});
export type MeReply = Static<typeof MeReply>;

export const StudentReply = Type.Object({
  success: Type.Literal(true),
  message: Type.Optional(Type.String()),
  student: FullStudent,
});
export type StudentReply = Static<typeof StudentReply>;

export const BasicUpdateReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({ college: CollegeRef, student: FullStudent }),
});
export type BasicUpdateReply = Static<typeof BasicUpdateReply>;

// ---------- what colleges and recruiters see of a student ----------

/** An attempt whose result the student's college has released (graded, results published or automatic). */
export const ReleasedResult = Type.Object({
  attemptId: Type.String(),
  assessmentName: Type.String(),
  endedAt: Nullable(Type.String()),
  score: Type.Number(),
  maxScore: Type.Number(),
  percentage: Type.Number(),
  /** why the attempt ended ('manual' when the student submitted it); `endedEarly` tells an aborted one */
  endReason: Nullable(Type.String()),
});
export type ReleasedResult = Static<typeof ReleasedResult>;

/**
 * The student's profile as their college's staff and the companies they applied to see it: everything on the
 * profile page except date of birth, gender, street address and PIN code.
 */
export const StudentProfileView = Type.Object({
  _id: Type.String(),
  FirstName: Type.String(),
  LastName: Type.String(),
  Email: Type.String(),
  PhoneNumber: Nullable(Type.String()),
  avatar: Nullable(Type.String()),
  college: CollegeRef,
  batch: Nullable(Type.String()),
  about: Nullable(Type.String()),
  location: Nullable(Type.String()),
  Education: Type.Array(Education),
  skills: Type.Array(Type.String()),
  links: Type.Record(Type.String(), Type.String()),
  CV: Type.Array(FileInfo),
  releasedResults: Type.Array(ReleasedResult),
});
export type StudentProfileView = Static<typeof StudentProfileView>;
