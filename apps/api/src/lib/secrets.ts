import { createHash, randomBytes, randomInt } from 'node:crypto';

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
export const numericCode = (digits = 6): string => String(randomInt(0, 10 ** digits)).padStart(digits, '0');

export const REDACTED = '[redacted]';

/** The text with every occurrence of each secret replaced, for copies kept in logs or tables. */
export function redact(text: string, secrets: readonly string[] = []): string {
  return secrets.filter((s) => s.length > 0).reduce((out, secret) => out.replaceAll(secret, REDACTED), text);
}

/** A request URL fit for a log line: reset and company invitation tokens in the path, invite secrets and live-events tickets in the query removed. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/password\/reset\/)[^/?#]+/, `$1${REDACTED}`)
    .replace(/(\/company\/(?:invitations|signup\/invited)\/)[^/?#]+/, `$1${REDACTED}`)
    .replace(/([?&](?:inviteLink|token|ticket)=)[^&#]*/g, `$1${REDACTED}`);
}
