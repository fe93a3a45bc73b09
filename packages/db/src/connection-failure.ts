/** Socket errors that mean the database server is not there (or went away) rather than that a query is wrong. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
/**
 * SQLSTATEs of a server that is going down, starting up or out of connections: 57P01 admin shutdown (a restart),
 * 57P02 crash shutdown, 57P03 cannot connect now (still starting), 53300 too many connections, and class 08
 * (connection exception).
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** what node-postgres says, without a code, about a connection that died under it */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /is not queryable/,
  /timeout exceeded when trying to connect/,
  /^terminating connection/,
];

/**
 * Whether an error (as pg or drizzle throws it, causes and aggregates included) says that the database cannot be
 * reached right now: worth a retry a few seconds later, and never the client's fault or a bug of ours.
 */
export function isConnectionFailure(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isConnectionFailure(inner, depth + 1))) return true;
  return isConnectionFailure(cause, depth + 1);
}
