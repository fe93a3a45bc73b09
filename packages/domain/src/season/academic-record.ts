/**
 * A student's academic record as the placement cell verifies it (#45): the facts eligibility rules read. Each
 * field is null until the student or the college fills it; `verified` names the fields the college has checked,
 * which the student can no longer change.
 */
export type Gender = 'female' | 'male' | 'other';

export interface AcademicFacts {
  programme: string | null;
  branch: string | null;
  passOutYear: number | null;
  cgpa: number | null;
  /** the scale the CGPA is on: 10 (most Indian universities) or 4 */
  cgpaScale: number;
  /** percentages */
  classX: number | null;
  classXII: number | null;
  diploma: number | null;
  activeBacklogs: number | null;
  totalBacklogs: number | null;
  gapYears: number | null;
  gender: Gender | null;
}

export type AcademicField = Exclude<keyof AcademicFacts, 'cgpaScale'>;

export const ACADEMIC_FIELDS: readonly AcademicField[] = [
  'programme',
  'branch',
  'passOutYear',
  'cgpa',
  'classX',
  'classXII',
  'diploma',
  'activeBacklogs',
  'totalBacklogs',
  'gapYears',
  'gender',
];

/** How each field is named to people, in refusals and in the change log. */
export const academicFieldWords: Record<AcademicField, string> = {
  programme: 'Programme',
  branch: 'Branch',
  passOutYear: 'Pass-out year',
  cgpa: 'CGPA',
  classX: 'Class X',
  classXII: 'Class XII',
  diploma: 'Diploma',
  activeBacklogs: 'Active backlogs',
  totalBacklogs: 'Total backlogs',
  gapYears: 'Gap years',
  gender: 'Gender',
};

export interface AcademicRecord extends AcademicFacts {
  verified: AcademicField[];
}

/** A record with nothing filled in yet: a student the college has no record of. */
export const EMPTY_RECORD: AcademicRecord = {
  programme: null,
  branch: null,
  passOutYear: null,
  cgpa: null,
  cgpaScale: 10,
  classX: null,
  classXII: null,
  diploma: null,
  activeBacklogs: null,
  totalBacklogs: null,
  gapYears: null,
  gender: null,
  verified: [],
};

export const CGPA_SCALES = [4, 10] as const;

/** What is wrong with a record's values, in words (empty when nothing is): the server refuses such a record. */
export function recordProblems(facts: Partial<AcademicFacts>): string[] {
  const problems: string[] = [];
  const scale = facts.cgpaScale ?? 10;
  if (!(CGPA_SCALES as readonly number[]).includes(scale))
    problems.push(`A CGPA scale is 4 or 10, not ${scale}.`);
  if (facts.cgpa != null && (facts.cgpa < 0 || facts.cgpa > scale)) {
    problems.push(`A CGPA of ${facts.cgpa} is outside its scale of 0 to ${scale}.`);
  }
  for (const field of ['classX', 'classXII', 'diploma'] as const) {
    const value = facts[field];
    if (value != null && (value < 0 || value > 100)) {
      problems.push(`${academicFieldWords[field]} is a percentage from 0 to 100, not ${value}.`);
    }
  }
  const { activeBacklogs, totalBacklogs } = facts;
  if (activeBacklogs != null && totalBacklogs != null && activeBacklogs > totalBacklogs) {
    problems.push(
      `Active backlogs (${activeBacklogs}) cannot be more than total backlogs (${totalBacklogs}).`,
    );
  }
  return problems;
}

/** The CGPA on a 10-point scale, which rules are written in. */
export const cgpaOutOfTen = (facts: Pick<AcademicFacts, 'cgpa' | 'cgpaScale'>): number | null =>
  facts.cgpa == null ? null : Math.round((facts.cgpa / facts.cgpaScale) * 10 * 100) / 100;
