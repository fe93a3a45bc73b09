import type { AssessmentFlow } from '@placement/contract';
import { multiplierLabel, typeDisplayName } from '@placement/domain';

const IST = 'Asia/Kolkata';

/** Seconds as HH:MM:SS (never negative). */
export function formatHms(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  return [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
}

export function ordinal(day: number): string {
  const mod100 = day % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${day}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

/** The tab-switch rule as the student reads it: the staff's number is how many switches are allowed. */
export function tabSwitchRule(allowed: number): string {
  const times = allowed === 1 ? 'once' : `${allowed} times`;
  return `You may switch tabs ${times}; the ${ordinal(allowed + 1)} switch ends the test.`;
}

function parts(iso: string, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const formatted = new Intl.DateTimeFormat('en-GB', { timeZone: IST, ...options }).formatToParts(
    new Date(iso),
  );
  return Object.fromEntries(formatted.map((p) => [p.type, p.value]));
}

/**
 * SPEC §2: a day-ordinal month in Asia/Kolkata, e.g. '21st Nov'; with its year ('21st Nov 2027') when that is not
 * the current year there, so a test of next January does not read as last January's.
 */
export function dayOrdinalMonth(iso: string, now: Date = new Date()): string {
  const p = parts(iso, { day: 'numeric', month: 'short', year: 'numeric' });
  const thisYear = parts(now.toISOString(), { year: 'numeric' }).year;
  const day = `${ordinal(Number(p.day))} ${p.month}`;
  return p.year === thisYear ? day : `${day} ${p.year}`;
}

/** TIMELINE: startDate to endDate, or startDate alone. */
export function timeline(startDate: string, endDate: string | null, now: Date = new Date()): string {
  return endDate
    ? `${dayOrdinalMonth(startDate, now)} to ${dayOrdinalMonth(endDate, now)}`
    : dayOrdinalMonth(startDate, now);
}

/** The time allocation's first sentence, with the accommodation that makes every limit longer. */
export function wholeAttemptSentence({
  yourTime,
  timeMultiplier,
}: {
  yourTime: number;
  timeMultiplier: number;
}): string {
  const whole = `You have ${Number(yourTime.toFixed(1))} minutes for the whole test`;
  if (timeMultiplier === 1) return `${whole}.`;
  return `${whole}: your ${multiplierLabel(timeMultiplier)} time accommodation, which makes every question's limit ${multiplierLabel(timeMultiplier)} as long too.`;
}

/** A long date and time in IST for the instruction page. */
export function istDateTime(iso: string): string {
  return `${new Intl.DateTimeFormat('en-IN', {
    timeZone: IST,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso))} IST`;
}

export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** SPEC §2: topic Type as shown, mcq as 'Multiple Choice Questions' (the domain's display names). */
export function topicTypeName(type: string | null | undefined): string {
  return type ? typeDisplayName(type) : '';
}

/**
 * How far the student is. A linear test asks every question, so it says 'Question n of N'. An adaptive test
 * asks as many as the answers lead to (it may end well before its pool runs out), so it counts questions
 * without a total; by levels it also names the level, but a calibrated one chooses by each question's
 * calibrated difficulty, and its authored level would only mislead.
 */
export function questionProgress({
  flow,
  count,
  totalQuestions,
  level,
}: {
  flow: AssessmentFlow;
  count: number;
  totalQuestions: number;
  level: unknown;
}): { level: string | null; question: string } {
  if (flow === 'linear') return { level: null, question: `Question ${count} of ${totalQuestions}` };
  if (flow === 'calibrated-adaptive') return { level: null, question: `Question ${count}` };
  const levelNumber = typeof level === 'string' ? /^L([1-3])$/.exec(level)?.[1] : undefined;
  return { level: levelNumber ? `Level ${levelNumber}` : null, question: `Question ${count}` };
}
