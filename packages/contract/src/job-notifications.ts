import { type Static, Type } from 'typebox';
import { Email, Id, Lpa, Nullable, PlainText, SingleLine } from './common';
import { EmploymentType, WorkplaceType } from './jobs';
import { CtcBreakdown, EligibilityRules } from './season';

// ---------- job notification forms (JNF, #45 item 5): a company's terms for one college ----------

export const NotificationState = Type.Union([
  Type.Literal('draft'),
  Type.Literal('submitted'),
  Type.Literal('sent_back'),
  Type.Literal('approved'),
]);
export type NotificationState = Static<typeof NotificationState>;

/** The job itself, as the form describes it; saving the form writes it on the job students see. */
export const NotificationRole = Type.Object(
  {
    title: PlainText(150, 1),
    description: Type.Optional(PlainText(10_000)),
    location: Type.Optional(PlainText(150)),
    workplaceType: WorkplaceType,
    employmentType: EmploymentType,
    skills: Type.Optional(Type.Array(PlainText(60, 1), { maxItems: 50 })),
  },
  { additionalProperties: false },
);

export const NotificationDocument = Type.Object(
  {
    name: SingleLine(120, 1),
    url: Type.String({ maxLength: 2000, format: 'uri', pattern: '^https?://' }),
  },
  { additionalProperties: false },
);

/**
 * Null or the value, null tried first: the server's validator coerces types, and with the value first a null CTC
 * would be read as 0 LPA (a number branch turns null into 0 before the null branch is tried).
 */
const OrNull = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([Type.Null(), schema]);

const terms = {
  vacancies: Type.Optional(OrNull(Type.Integer({ minimum: 1, maximum: 100_000 }))),
  /** left out with a breakdown: the breakdown's sum; with one, the parts must add up to it */
  ctc: Type.Optional(OrNull(Lpa)),
  ctcBreakdown: Type.Optional(OrNull(CtcBreakdown)),
  bond: Type.Optional(SingleLine(300)),
  rules: Type.Optional(EligibilityRules),
  plannedRounds: Type.Optional(Type.Array(SingleLine(80, 1), { maxItems: 12 })),
  documents: Type.Optional(Type.Array(NotificationDocument, { maxItems: 10 })),
  /** the last day to apply */
  deadline: Type.Optional(OrNull(Type.String({ format: 'date-time' }))),
};

/** A company's form: the role and its terms; `submit` sends it to the college at once. */
export const CompanyNotificationBody = Type.Object(
  { role: NotificationRole, ...terms, submit: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type CompanyNotificationBody = Static<typeof CompanyNotificationBody>;

export const NewNotificationBody = Type.Object(
  { collegeId: Id, ...CompanyNotificationBody.properties },
  { additionalProperties: false },
);
export type NewNotificationBody = Static<typeof NewNotificationBody>;

/** The staff's corrections to the terms, carrying the version they read (409 when it moved meanwhile). */
export const StaffNotificationBody = Type.Object(
  { version: Type.Integer({ minimum: 1 }), cycleId: Type.Optional(OrNull(Id)), ...terms },
  { additionalProperties: false },
);
export type StaffNotificationBody = Static<typeof StaffNotificationBody>;

export const ApproveNotificationBody = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    /** the college's cycle the job belongs to (its offer policy judges the applications) */
    cycleId: Type.Optional(OrNull(Id)),
  },
  { additionalProperties: false },
);
export type ApproveNotificationBody = Static<typeof ApproveNotificationBody>;

export const SendBackNotificationBody = Type.Object(
  { version: Type.Integer({ minimum: 1 }), comment: PlainText(2000, 3) },
  { additionalProperties: false },
);
export type SendBackNotificationBody = Static<typeof SendBackNotificationBody>;

const Person = Type.Object({ _id: Type.String(), name: Type.String() });

export const NotificationEvent = Type.Object({
  kind: Type.Union([
    Type.Literal('created'),
    Type.Literal('edited'),
    Type.Literal('submitted'),
    Type.Literal('resubmitted'),
    Type.Literal('reopened'),
    Type.Literal('approved'),
    Type.Literal('sent_back'),
  ]),
  fromState: Nullable(NotificationState),
  toState: NotificationState,
  comment: Type.String(),
  by: Nullable(Person),
  role: Type.Union([Type.Literal('company'), Type.Literal('college')]),
  at: Type.String(),
});
export type NotificationEvent = Static<typeof NotificationEvent>;

export const JobNotification = Type.Object({
  _id: Type.String(),
  state: NotificationState,
  version: Type.Integer(),
  college: Person,
  company: Person,
  job: Type.Object({
    _id: Type.String(),
    title: Type.String(),
    description: Type.String(),
    location: Type.String(),
    workplaceType: WorkplaceType,
    employmentType: EmploymentType,
    skills: Type.Array(Type.String()),
  }),
  vacancies: Nullable(Type.Integer()),
  ctc: Nullable(Type.Number()),
  ctcBreakdown: Nullable(CtcBreakdown),
  bond: Type.String(),
  rules: EligibilityRules,
  plannedRounds: Type.Array(Type.String()),
  documents: Type.Array(NotificationDocument),
  deadline: Nullable(Type.String()),
  cycleId: Nullable(Type.String()),
  updatedAt: Type.String(),
  /** the newest comment of the college sending it back, while it is sent back */
  sentBackComment: Nullable(Type.String()),
});
export type JobNotification = Static<typeof JobNotification>;

export const JobNotificationReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  notification: JobNotification,
  history: Type.Array(NotificationEvent),
});
export type JobNotificationReply = Static<typeof JobNotificationReply>;

export const JobNotificationsReply = Type.Object({
  success: Type.Literal(true),
  notifications: Type.Array(JobNotification),
});
export type JobNotificationsReply = Static<typeof JobNotificationsReply>;

export const NotificationInboxQuery = Type.Object(
  {
    state: Type.Optional(
      Type.Union([Type.Literal('submitted'), Type.Literal('sent_back'), Type.Literal('approved')]),
    ),
  },
  { additionalProperties: false },
);

/** The colleges a company may send a form to: those that invited it or already show its jobs. */
export const NotificationCollegesReply = Type.Object({
  success: Type.Literal(true),
  colleges: Type.Array(Person),
});
export type NotificationCollegesReply = Static<typeof NotificationCollegesReply>;

// ---------- a college's invitations to companies, and its contact log ----------

export const CompanyInvitationBody = Type.Object(
  { Email, companyName: SingleLine(150, 2), contactName: Type.Optional(SingleLine(120)) },
  { additionalProperties: false },
);
export type CompanyInvitationBody = Static<typeof CompanyInvitationBody>;

export const InvitationState = Type.Union([
  Type.Literal('pending'),
  Type.Literal('signed_up'),
  Type.Literal('expired'),
]);
export type InvitationState = Static<typeof InvitationState>;

export const CompanyInvitation = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  companyName: Type.String(),
  contactName: Type.String(),
  state: InvitationState,
  invitedAt: Type.String(),
  expiresAt: Type.String(),
  usedAt: Nullable(Type.String()),
  invitedBy: Nullable(Person),
  company: Nullable(Person),
  notes: Type.Array(
    Type.Object({ _id: Type.String(), note: Type.String(), by: Nullable(Person), at: Type.String() }),
  ),
});
export type CompanyInvitation = Static<typeof CompanyInvitation>;

export const CompanyInvitationReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  invitation: CompanyInvitation,
});
export type CompanyInvitationReply = Static<typeof CompanyInvitationReply>;
export const CompanyInvitationsReply = Type.Object({
  success: Type.Literal(true),
  invitations: Type.Array(CompanyInvitation),
});
export type CompanyInvitationsReply = Static<typeof CompanyInvitationsReply>;

export const InvitationNoteBody = Type.Object({ note: PlainText(2000, 1) }, { additionalProperties: false });
export type InvitationNoteBody = Static<typeof InvitationNoteBody>;

export const InvitationTokenParams = Type.Object({
  token: Type.String({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }),
});

/** What the sign-up page shows of an invitation before the recruiter chooses a password. */
export const InvitationViewReply = Type.Object({
  success: Type.Literal(true),
  invitation: Type.Object({
    college: Type.String(),
    companyName: Type.String(),
    email: Type.String(),
    contactName: Type.String(),
    expiresAt: Type.String(),
  }),
});
export type InvitationViewReply = Static<typeof InvitationViewReply>;

export const InvitedSignupBody = Type.Object(
  {
    organisationName: SingleLine(150, 2),
    FirstName: SingleLine(60, 1),
    LastName: Type.Optional(SingleLine(60)),
    Password: Type.String({ minLength: 8, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type InvitedSignupBody = Static<typeof InvitedSignupBody>;
