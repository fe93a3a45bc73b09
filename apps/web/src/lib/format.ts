import { endedEarly, endReasonText, type Job, type ReleasedResult } from '@placement/contract';
import { formatMarks, multiplierLabel } from '@placement/domain';

const TZ = 'Asia/Kolkata';

const day = { timeZone: TZ, day: 'numeric', month: 'short', year: 'numeric' } as const;

/** e.g. 12 Mar 2026 (Asia/Kolkata) */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('en-IN', day).format(new Date(iso));
}

/** e.g. 12 Mar 2026, 3:05 pm (Asia/Kolkata) */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('en-IN', { ...day, hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );
}

export function formatSalary(salary: Job['salary']): string {
  const { min, max, unit } = salary;
  if (min === null && max === null) return 'Not disclosed';
  if (min !== null && max !== null && min !== max) return `₹${min}–${max} ${unit}`;
  return `₹${min ?? max} ${unit}`;
}

const employmentLabels: Record<string, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  internship: 'Internship',
  contract: 'Contract',
};
const workplaceLabels: Record<string, string> = { onsite: 'On-site', remote: 'Remote', hybrid: 'Hybrid' };

export const employmentLabel = (value: string) => employmentLabels[value] ?? value;
export const workplaceLabel = (value: string) => workplaceLabels[value] ?? value;
export const employmentTypes = Object.keys(employmentLabels);
export const workplaceTypes = Object.keys(workplaceLabels);

export function experienceLabel(experience: Job['experience']): string {
  if (experience.max === null) return `${experience.min}+ years`;
  if (experience.min === experience.max) return `${experience.min} years`;
  return `${experience.min}–${experience.max} years`;
}

/** A count with its noun: "1 question", "2 questions". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** A score's total, or '—' while it is not known (formatMarks for every mark shown). */
export const marksOrDash = (marks: number | null | undefined): string =>
  marks === null || marks === undefined ? '—' : formatMarks(marks);

/**
 * A released result as a recruiter reads it: the score, and for an attempt that ended before the student
 * finished it, why (so a 0 is never shown without its reason).
 */
export function releasedResultText(result: ReleasedResult): { score: string; ended: string | null } {
  const score = `${formatMarks(result.score)} / ${formatMarks(result.maxScore)} (${formatMarks(result.percentage)}%)`;
  const ended = endedEarly(result.endReason)
    ? `Ended early: ${endReasonText(result.endReason, 'auto')}`
    : null;
  return { score, ended };
}

/** The test's time as this student has it: '30 mins', or '45 mins (1.5× time accommodation)'. */
export function yourTimeLabel({
  yourTime,
  timeMultiplier,
}: {
  yourTime: number;
  timeMultiplier: number;
}): string {
  const mins = `${Number(yourTime.toFixed(1))} mins`;
  return timeMultiplier === 1 ? mins : `${mins} (${multiplierLabel(timeMultiplier)} time accommodation)`;
}
