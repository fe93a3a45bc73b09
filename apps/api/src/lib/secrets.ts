import { createHash, randomBytes, randomInt } from 'node:crypto';

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
export const numericCode = (digits = 6): string => String(randomInt(0, 10 ** digits)).padStart(digits, '0');
