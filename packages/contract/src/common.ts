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
};
