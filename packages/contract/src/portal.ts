import { type Static, Type } from 'typebox';
import { Id, SingleLine } from './common';

/** User-facing strings of the student portal, spelled once. */
export const portalMessages = {
  collegeRequired: 'Jobs, Companies and Inbox are available only to students of a college',
  entityTooLarge: 'request entity too large',
  filesNotSelected: 'files not selected',
  mailSent: 'Mail sent successfully',
  mailError: 'Error sending mail',
  profileUpdated: 'Profile updated',
  unsupportedFile: 'Unsupported file type',
  malformedUpload: 'Malformed upload',
} as const;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** PostgreSQL text cannot hold NUL, so it is refused here rather than failing in the database. */
const NO_NUL = '^[^\\u0000]*$';
const Text = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength, pattern: NO_NUL });
/** An http(s) URL; the server checks the scheme again after parsing. */
const HttpUrl = Type.String({ maxLength: 300, pattern: '^https?://[^\\s\\u0000]+$' });
const Year = Type.Integer({ minimum: 1950, maximum: 2100 });

export const CompanyRef = Type.Object({
  _id: Type.String(),
  basic: Type.Object({ companyName: Type.String() }),
});

export const FileInfo = Type.Object({
  _id: Type.String(),
  /** the value to pass back as an attachment key */
  key: Type.String(),
  name: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  /** an authenticated GET (auth-token header) that streams the file */
  url: Type.String(),
  uploadedAt: Type.String(),
});
export type FileInfo = Static<typeof FileInfo>;

// ---------- profile ----------

export const EducationInput = Type.Object(
  {
    _id: Type.Optional(Id),
    institute: Text(200, 1),
    degree: Text(120, 1),
    field: Type.Optional(Text(120)),
    startYear: Year,
    endYear: Type.Optional(Nullable(Year)),
    current: Type.Optional(Type.Boolean()),
    grade: Type.Optional(Text(20)),
    gradeType: Type.Optional(
      Type.Union([Type.Literal('cgpa'), Type.Literal('percentage'), Type.Literal('grade')]),
    ),
    description: Type.Optional(Text(1000)),
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
    address: Type.Optional(Nullable(Text(300))),
    city: Type.Optional(Nullable(Text(80))),
    state: Type.Optional(Nullable(Text(80))),
    country: Type.Optional(Nullable(Text(80))),
    pincode: Type.Optional(Nullable(Type.String({ maxLength: 12, pattern: '^[A-Za-z0-9 -]*$' }))),
    about: Type.Optional(Nullable(Text(2000))),
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
    PhoneNumber: Type.Optional(Type.String({ maxLength: 20, pattern: '^(\\+?[0-9 -]{6,20})?$' })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type BasicUpdateBody = Static<typeof BasicUpdateBody>;

export const SkillsBody = Type.Object(
  { skills: Type.Array(Text(50), { maxItems: 200 }) },
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

export const StudentReply = Type.Object({
  success: Type.Literal(true),
  message: Type.Optional(Type.String()),
  student: FullStudent,
});

export const BasicUpdateReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({ college: CollegeRef, student: FullStudent }),
});

// ---------- companies and jobs ----------

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
  title: Type.Optional(Text(100)),
  location: Type.Optional(Text(100)),
  employmentType: Type.Optional(EmploymentType),
  workplaceType: Type.Optional(WorkplaceType),
  salaryMin: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000 })),
  salaryMax: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000 })),
  companyId: Type.Optional(Id),
  skip: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});
export type JobsFilterQuery = Static<typeof JobsFilterQuery>;

export const JobsReply = Type.Object({
  success: Type.Literal(true),
  jobs: Type.Array(Job),
  total: Type.Integer(),
});
export const JobReply = Type.Object({ success: Type.Literal(true), job: Job });
export const NewJobsReply = Type.Object({ success: Type.Literal(true), jobs: Type.Array(Job) });

export const Company = Type.Object({
  _id: Type.String(),
  basic: Type.Object({ companyName: Type.String() }, { additionalProperties: Type.Unknown() }),
  about: Type.String(),
  openJobs: Type.Integer(),
});
export const CompanyReply = Type.Object({ success: Type.Literal(true), company: Company });
export const CompaniesReply = Type.Object({ success: Type.Literal(true), companies: Type.Array(Company) });

// ---------- inbox ----------

export const MailType = Type.Union([Type.Literal('received'), Type.Literal('sent')]);
export type MailType = Static<typeof MailType>;

export const MailParty = Type.Object({
  _id: Type.String(),
  Email: Type.String(),
  FirstName: Type.String(),
  LastName: Type.String(),
  role: Type.String(),
  avatar: Nullable(Type.String()),
});

export const Mail = Type.Object({
  _id: Type.String(),
  threadId: Type.String(),
  parentId: Nullable(Type.String()),
  type: MailType,
  from: MailParty,
  to: Type.Array(MailParty),
  Subject: Type.String(),
  /** plain text: render it as text, never as HTML */
  Message: Type.String(),
  attachments: Type.Array(FileInfo),
  seen: Type.Boolean(),
  bookmarked: Type.Boolean(),
  createdAt: Type.String(),
});
export type Mail = Static<typeof Mail>;

export const PageQuery = Type.Object({
  skip: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});

export const MailsReply = Type.Object({
  success: Type.Literal(true),
  emailsReceived: Type.Array(Mail),
  emailsSent: Type.Array(Mail),
  total: Type.Integer(),
  totalSent: Type.Integer(),
});

export const SEARCH_WITHIN = [
  '1 day',
  '3 days',
  '1 week',
  '2 weeks',
  '1 month',
  '2 months',
  '6 months',
  '1 year',
];

export const MailSearchBody = Type.Object(
  {
    keyword: Type.Optional(Text(200)),
    from: Type.Optional(Text(254)),
    /** YYYY-MM-DD, a day in Asia/Kolkata */
    date: Type.Optional(Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' })),
    /** days either side of `date`, as a number or one of SEARCH_WITHIN */
    within: Type.Optional(
      Type.Union([
        Type.Integer({ minimum: 0, maximum: 366 }),
        ...SEARCH_WITHIN.map((w) => Type.Literal(w)),
        Type.Literal(''),
      ]),
    ),
    skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type MailSearchBody = Static<typeof MailSearchBody>;

export const MAX_ATTACHMENTS = 5;

export const SendMailBody = Type.Object(
  {
    Email: Type.String({ minLength: 3, maxLength: 254, pattern: NO_NUL }),
    Subject: Text(200),
    Message: Text(20_000, 1),
    attachments: Type.Optional(Type.Array(Id, { maxItems: MAX_ATTACHMENTS })),
  },
  { additionalProperties: false },
);
export type SendMailBody = Static<typeof SendMailBody>;

export const ReplyMailBody = Type.Object(
  {
    /** the mail answered */
    mailId: Id,
    /** defaults to the other party of the mail answered */
    Email: Type.Optional(Type.String({ minLength: 3, maxLength: 254, pattern: NO_NUL })),
    Subject: Type.Optional(Text(200)),
    Message: Text(20_000, 1),
    attachments: Type.Optional(Type.Array(Id, { maxItems: MAX_ATTACHMENTS })),
  },
  { additionalProperties: false },
);
export type ReplyMailBody = Static<typeof ReplyMailBody>;

export const SentReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  mail: Mail,
});

export const AttachmentsReply = Type.Object({
  success: Type.Literal(true),
  attachments: Type.Array(FileInfo),
});

export const ThreadReply = Type.Object({
  success: Type.Literal(true),
  mail: Mail,
  thread: Type.Array(Mail),
});

export const MailIdParams = Type.Object({ id: Id });
export const MailTypeParams = Type.Object({ id: Id, type: MailType });
export const MailTypeQuery = Type.Object({ type: Type.Optional(MailType) });

// ---------- attendance and settings ----------

export const AttendanceReply = Type.Object({
  success: Type.Literal(true),
  date: Type.String(),
  attendance: Type.Object({
    marked: Type.Boolean(),
    status: Type.String(),
    markedAt: Nullable(Type.String()),
  }),
  companies: Type.Array(
    Type.Object({ companyId: CompanyRef, Slot: Type.Integer(), slotTime: Type.String() }),
  ),
  qr: Type.Object({ token: Type.String(), expiresAt: Type.String(), image: Type.String() }),
});

export const NotificationSettings = Type.Object({
  emailOnNewAssessment: Type.Boolean(),
  emailOnNewJob: Type.Boolean(),
  emailOnNewMail: Type.Boolean(),
  emailOnResults: Type.Boolean(),
});
export type NotificationSettings = Static<typeof NotificationSettings>;

export const NotificationSettingsBody = Type.Partial(NotificationSettings, {
  additionalProperties: false,
  minProperties: 1,
});

export const NotificationSettingsReply = Type.Object({
  success: Type.Literal(true),
  notifications: NotificationSettings,
});
