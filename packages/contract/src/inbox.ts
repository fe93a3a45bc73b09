import { type Static, Type } from 'typebox';
import { Id, NO_NUL, Nullable, PlainText } from './common';
import { FileInfo } from './files';

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
export type MailsReply = Static<typeof MailsReply>;

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
    keyword: Type.Optional(PlainText(200)),
    from: Type.Optional(PlainText(254)),
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
    Subject: PlainText(200),
    Message: PlainText(20_000, 1),
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
    Subject: Type.Optional(PlainText(200)),
    Message: PlainText(20_000, 1),
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
export type SentReply = Static<typeof SentReply>;

export const AttachmentsReply = Type.Object({
  success: Type.Literal(true),
  attachments: Type.Array(FileInfo),
});

export const ThreadReply = Type.Object({
  success: Type.Literal(true),
  mail: Mail,
  thread: Type.Array(Mail),
});
export type ThreadReply = Static<typeof ThreadReply>;

export const MailIdParams = Type.Object({ id: Id });
export const MailTypeParams = Type.Object({ id: Id, type: MailType });
export const MailTypeQuery = Type.Object({ type: Type.Optional(MailType) });

// ---------- live events (inbox, a test's live board) ----------

export const MailEvent = Type.Object({ type: Type.Literal('mail'), mailId: Type.String() });
/** something a test's live board shows changed: refetch it (no student data rides on the event) */
export const BoardEvent = Type.Object({ type: Type.Literal('board') });
export const LiveEvent = Type.Union([MailEvent, BoardEvent]);
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
    batch: Type.Optional(PlainText(20, 1)),
    all: Type.Optional(Type.Boolean()),
    Subject: PlainText(200),
    Message: PlainText(20_000, 1),
    attachments: Type.Optional(Type.Array(Id, { maxItems: MAX_ATTACHMENTS })),
  },
  { additionalProperties: false },
);
export type CollegeSendMailBody = Static<typeof CollegeSendMailBody>;

/** Whom a student may write to: the college's staff (GET /api/student/inbox/contacts), as a mail shows them. */
export const MailContact = MailParty;
export type MailContact = Static<typeof MailContact>;
export const ContactsReply = Type.Object({ success: Type.Literal(true), contacts: Type.Array(MailContact) });
export type ContactsReply = Static<typeof ContactsReply>;
