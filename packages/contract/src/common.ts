import { type Static, Type } from 'typebox';

/** Every error reply: `message` is what a person reads. */
export const ErrorReply = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  code: Type.Optional(Type.String()),
});
export type ErrorReply = Static<typeof ErrorReply>;

export const MessageReply = Type.Object({ success: Type.Boolean(), message: Type.String() });
export type MessageReply = Static<typeof MessageReply>;

export const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
/** `/…/:id` of one record. */
export const IdParams = Type.Object({ id: Id });
/**
 * One line of text: no control character (C0, DEL, C1) and no Unicode line or paragraph separator. Names go
 * into mail headers, CSV rows and logs, where a line break would start a new header, row or entry.
 */
export const LINE_BREAKERS = '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029';
/**
 * Text-direction embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): they make a name display
 * as something other than what it holds ("Eve\u202Egnp.exe" reads "Eveexe.png"), in lists, mail and exports.
 */
export const DIRECTION_CONTROLS = '\\u202a-\\u202e\\u2066-\\u2069';
export const SINGLE_LINE = `^[^${LINE_BREAKERS}${DIRECTION_CONTROLS}]*$`;
export const singleLineMessage =
  'must be one line of text without line breaks, control characters or text-direction overrides';
/** A name from elsewhere (Google, an LMS) made one line: what a typed name may not hold becomes a space. */
export const oneLineText = (text: string, maxLength: number) =>
  text
    .replace(new RegExp(`[${LINE_BREAKERS}${DIRECTION_CONTROLS}]+`, 'g'), ' ')
    .trim()
    .slice(0, maxLength);
export const SingleLine = (maxLength: number, minLength = 0) =>
  Type.String({ minLength, maxLength, pattern: SINGLE_LINE });

export const Email = Type.String({ minLength: 3, maxLength: 254, format: 'email' });
/** The client's own idea of its public IP: stored for the record, never trusted. */
export const ClaimedIp = Type.Optional(Type.String({ maxLength: 64 }));

/** The error replies any route may give, for its response schema (and the OpenAPI description). */
export const ErrorReplies = {
  400: ErrorReply,
  401: ErrorReply,
  403: ErrorReply,
  404: ErrorReply,
  409: ErrorReply,
  413: ErrorReply,
  429: ErrorReply,
  /** a part the server depends on (file storage, say) is not answering */
  503: ErrorReply,
};

export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** PostgreSQL text cannot hold NUL, so it is refused here rather than failing in the database. */
export const NO_NUL = '^[^\\u0000]*$';
export const PlainText = (maxLength: number, minLength = 0) =>
  Type.String({ minLength, maxLength, pattern: NO_NUL });

/** A calendar day, checked again by the server for being a real one. */
export const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** An amount in lakhs per annum (LPA). */
export const Lpa = Type.Number({ minimum: 0, maximum: 10_000 });

/** A phone number as the profile stores it: optional, 6 to 20 digits, spaces or dashes, a leading + allowed. */
export const PHONE_PATTERN = '^(\\+?[0-9 -]{6,20})?$';
export const PINCODE_PATTERN = '^[A-Za-z0-9 -]*$';
/** The years an education entry may name. */
export const YEAR_MIN = 1950;
export const YEAR_MAX = 2100;
