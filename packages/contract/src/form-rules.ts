import { PHONE_PATTERN, PINCODE_PATTERN, YEAR_MAX, YEAR_MIN } from './common';
import { formMessages } from './messages';
import { LINK_LABELS, type LinkName } from './profile';

/**
 * The rules of the profile and job forms, shared by the server (which enforces them) and the web (which marks
 * the field before sending). Each returns the message for a broken rule, or null.
 */

export const phoneProblem = (phone: string): string | null =>
  new RegExp(PHONE_PATTERN).test(phone.trim()) ? null : formMessages.phoneInvalid;

export const pincodeProblem = (pincode: string): string | null =>
  pincode.length <= 12 && new RegExp(PINCODE_PATTERN).test(pincode) ? null : formMessages.pincodeInvalid;

/** A calendar day (YYYY-MM-DD) that exists, from 1900 and before today. Empty is no date, which is fine. */
export function dateOfBirthProblem(value: string, now = new Date()): string | null {
  if (!value) return null;
  const parsed = new Date(`${value}T00:00:00Z`);
  const real =
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().slice(0, 10) === value;
  return real && parsed.getUTCFullYear() >= 1900 && parsed.getTime() < now.getTime()
    ? null
    : formMessages.dateOfBirthInvalid;
}

export const yearProblem = (year: number): string | null =>
  Number.isInteger(year) && year >= YEAR_MIN && year <= YEAR_MAX ? null : formMessages.yearOutOfRange;

/** An education's end year (null: none, or still studying) is not before its start. */
export const endYearProblem = (startYear: number, endYear: number | null): string | null =>
  endYear !== null && endYear < startYear ? formMessages.endYearBeforeStart : null;

/** A link is a web address: http(s) with a host. Empty removes the link, which is fine. */
export function linkProblem(name: LinkName, value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname && !/\s/.test(text))
      return null;
  } catch {
    // not a URL at all
  }
  return formMessages.linkNotWeb(LINK_LABELS[name]);
}

/** A range whose maximum (when given) is not below its minimum (when given). */
const reversed = (min: number | null | undefined, max: number | null | undefined) =>
  min !== null && min !== undefined && max !== null && max !== undefined && max < min;

export const salaryRangeProblem = (min: number | null | undefined, max: number | null | undefined) =>
  reversed(min, max) ? formMessages.salaryRangeReversed : null;

export const salaryFilterProblem = (min: number | null | undefined, max: number | null | undefined) =>
  reversed(min, max) ? formMessages.salaryFilterReversed : null;

export const experienceRangeProblem = (min: number | null | undefined, max: number | null | undefined) =>
  reversed(min, max) ? formMessages.experienceRangeReversed : null;

/**
 * The sentence for a request body field the schema refused, by its path (e.g. `PhoneNumber`,
 * `Education.0.endYear`, `links.github`); undefined when the field has none of its own.
 */
export function fieldMessage(path: string): string | undefined {
  const parts = path.split('.');
  const last = parts.at(-1) ?? '';
  if (parts.length >= 2 && parts.at(-2) === 'links' && Object.hasOwn(LINK_LABELS, last)) {
    return formMessages.linkNotWeb(LINK_LABELS[last as LinkName]);
  }
  const byField: Record<string, string> = {
    PhoneNumber: formMessages.phoneInvalid,
    pincode: formMessages.pincodeInvalid,
    dateOfBirth: formMessages.dateOfBirthInvalid,
    startYear: formMessages.yearOutOfRange,
    endYear: formMessages.yearOutOfRange,
  };
  return Object.hasOwn(byField, last) ? byField[last] : undefined;
}
