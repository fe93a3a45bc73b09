import {
  type AcademicField,
  type AcademicRecord,
  academicFieldWords,
  cgpaOutOfTen,
  type Gender,
} from './academic-record';

/**
 * A job's eligibility rules (#45), each optional: what Indian drives filter on. CGPA is on a 10-point scale;
 * percentages from 0 to 100. A diploma holder is judged on the diploma where a rule asks for Class XII and none
 * asks for the diploma (lateral entry, as placement policies count it).
 */
export interface EligibilityRules {
  minCgpa?: number;
  programmes?: string[];
  branches?: string[];
  passOutYears?: number[];
  maxActiveBacklogs?: number;
  maxTotalBacklogs?: number;
  minClassX?: number;
  minClassXII?: number;
  minDiploma?: number;
  maxGapYears?: number;
  /** only where a drive is legally restricted to them (a women-only drive) */
  genders?: Gender[];
}

export type EligibilityRule = keyof EligibilityRules;

/** One failing rule: what the job requires, what the record says, and both in a sentence the student reads. */
export interface RuleFailure {
  rule: EligibilityRule;
  required: string;
  actual: string;
  words: string;
}

const genderWords: Record<Gender, string> = { female: 'women', male: 'men', other: 'other genders' };

/** 7 → "7.0", 6.9 → "6.9", 7.25 → "7.25": a CGPA as mark sheets print it. */
export const cgpaText = (value: number) => (Number.isInteger(value) ? value.toFixed(1) : String(value));
const percent = (value: number) => `${value}%`;
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;
const among = (values: readonly (string | number)[]) => values.join(', ');

export interface EligibilityInput {
  rules: EligibilityRules;
  record: AcademicRecord;
  /** the cycle asks for verified facts: a rule on an unverified field fails until the college verifies it */
  requireVerified: boolean;
}

/** Every rule the record fails, in the order the rules are listed above; empty means eligible. */
export function eligibilityFailures({ rules, record, requireVerified }: EligibilityInput): RuleFailure[] {
  const failures: RuleFailure[] = [];
  /** the field's value for a rule, or a failure saying it is missing or not yet verified */
  const known = <T>(
    rule: EligibilityRule,
    field: AcademicField,
    value: T | null,
    required: string,
  ): T | null => {
    const name = academicFieldWords[field];
    if (value == null) {
      failures.push({
        rule,
        required,
        actual: 'not recorded',
        words: `${name} is not on your record (required: ${required})`,
      });
      return null;
    }
    if (requireVerified && !record.verified.includes(field)) {
      failures.push({
        rule,
        required,
        actual: 'not verified',
        words: `${name} is not verified by the placement cell yet (required: ${required})`,
      });
      return null;
    }
    return value;
  };
  const fail = (rule: EligibilityRule, required: string, actual: string, words: string) =>
    failures.push({ rule, required, actual, words });

  if (rules.minCgpa != null) {
    const required = `at least ${cgpaText(rules.minCgpa)}`;
    const cgpa = known('minCgpa', 'cgpa', cgpaOutOfTen(record), required);
    if (cgpa != null && cgpa < rules.minCgpa) {
      fail('minCgpa', required, cgpaText(cgpa), `CGPA ${cgpaText(cgpa)} is below ${cgpaText(rules.minCgpa)}`);
    }
  }
  if (rules.programmes?.length) {
    const programme = known('programmes', 'programme', record.programme, among(rules.programmes));
    if (programme != null && !rules.programmes.includes(programme)) {
      fail(
        'programmes',
        among(rules.programmes),
        programme,
        `${programme} is not among ${among(rules.programmes)}`,
      );
    }
  }
  if (rules.branches?.length) {
    const branch = known('branches', 'branch', record.branch, among(rules.branches));
    if (branch != null && !rules.branches.includes(branch)) {
      fail('branches', among(rules.branches), branch, `${branch} is not among ${among(rules.branches)}`);
    }
  }
  if (rules.passOutYears?.length) {
    const year = known('passOutYears', 'passOutYear', record.passOutYear, among(rules.passOutYears));
    if (year != null && !rules.passOutYears.includes(year)) {
      fail(
        'passOutYears',
        among(rules.passOutYears),
        String(year),
        `Pass-out year ${year} is not among ${among(rules.passOutYears)}`,
      );
    }
  }
  if (rules.maxActiveBacklogs != null) {
    const allowed = rules.maxActiveBacklogs;
    const required = `at most ${allowed}`;
    const count = known('maxActiveBacklogs', 'activeBacklogs', record.activeBacklogs, required);
    if (count != null && count > allowed) {
      fail(
        'maxActiveBacklogs',
        required,
        String(count),
        `${plural(count, 'active backlog')} where at most ${allowed} ${allowed === 1 ? 'is' : 'are'} allowed`,
      );
    }
  }
  if (rules.maxTotalBacklogs != null) {
    const allowed = rules.maxTotalBacklogs;
    const required = `at most ${allowed}`;
    const count = known('maxTotalBacklogs', 'totalBacklogs', record.totalBacklogs, required);
    if (count != null && count > allowed) {
      fail(
        'maxTotalBacklogs',
        required,
        String(count),
        `${plural(count, 'backlog')} in all where at most ${allowed} ${allowed === 1 ? 'is' : 'are'} allowed`,
      );
    }
  }
  const minimum = (rule: EligibilityRule, field: 'classX' | 'classXII' | 'diploma', min: number) => {
    const required = `at least ${percent(min)}`;
    const mark = known(rule, field, record[field], required);
    if (mark != null && mark < min) {
      fail(
        rule,
        required,
        percent(mark),
        `${academicFieldWords[field]} ${percent(mark)} is below ${percent(min)}`,
      );
    }
  };
  if (rules.minClassX != null) minimum('minClassX', 'classX', rules.minClassX);
  // Class XII or a diploma: each rule judges those who hold its qualification; a diploma holder meets a rule on
  // Class XII alone by the diploma; a student with neither fails on Class XII.
  const holdsXII = record.classXII != null;
  const holdsDiploma = record.diploma != null;
  if (rules.minClassXII != null) {
    if (holdsXII || !holdsDiploma) minimum('minClassXII', 'classXII', rules.minClassXII);
    else if (rules.minDiploma == null) minimum('minClassXII', 'diploma', rules.minClassXII);
  }
  if (rules.minDiploma != null && (holdsDiploma || (!holdsXII && rules.minClassXII == null))) {
    minimum('minDiploma', 'diploma', rules.minDiploma);
  }
  if (rules.maxGapYears != null) {
    const allowed = rules.maxGapYears;
    const required = `at most ${allowed}`;
    const gap = known('maxGapYears', 'gapYears', record.gapYears, required);
    if (gap != null && gap > allowed) {
      fail(
        'maxGapYears',
        required,
        String(gap),
        `${plural(gap, 'gap year')} where at most ${allowed} ${allowed === 1 ? 'is' : 'are'} allowed`,
      );
    }
  }
  if (rules.genders?.length) {
    const open = `open to ${among(rules.genders.map((g) => genderWords[g]))} only`;
    const gender = known('genders', 'gender', record.gender, open);
    if (gender != null && !rules.genders.includes(gender)) {
      fail('genders', among(rules.genders), gender, `This drive is ${open}`);
    }
  }
  return failures;
}

/** What is wrong with a job's rules themselves, in words (a branch the college does not offer, say). */
export function rulesProblems(
  rules: EligibilityRules,
  offered: { programmes: string[]; branches: string[] },
): string[] {
  const problems: string[] = [];
  if (rules.minCgpa != null && (rules.minCgpa < 0 || rules.minCgpa > 10)) {
    problems.push(`A minimum CGPA is on a 10-point scale, not ${rules.minCgpa}.`);
  }
  for (const key of ['minClassX', 'minClassXII', 'minDiploma'] as const) {
    const value = rules[key];
    if (value != null && (value < 0 || value > 100))
      problems.push(`A minimum percentage is from 0 to 100, not ${value}.`);
  }
  const unknownBranches = (rules.branches ?? []).filter((b) => !offered.branches.includes(b));
  if (unknownBranches.length)
    problems.push(`The college does not offer the branch ${among(unknownBranches)}.`);
  const unknownProgrammes = (rules.programmes ?? []).filter((p) => !offered.programmes.includes(p));
  if (unknownProgrammes.length)
    problems.push(`The college does not offer the programme ${among(unknownProgrammes)}.`);
  return problems;
}
