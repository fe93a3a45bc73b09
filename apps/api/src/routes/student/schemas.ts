import { ErrorReply } from '@placement/contract';

/** The error replies every portal route may give. */
export const errors = {
  400: ErrorReply,
  401: ErrorReply,
  403: ErrorReply,
  404: ErrorReply,
  413: ErrorReply,
  429: ErrorReply,
};

export const student = { roles: ['student' as const] };
