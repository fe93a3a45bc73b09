import {
  type AcademicFacts,
  type AcademicField,
  type AcademicRecord,
  academicFieldWords,
  EMPTY_RECORD,
  recordProblems,
} from './academic-record';

/**
 * Bulk verification of academic records (#45): a spreadsheet keyed by roll number, or by e-mail for the first
 * import that sets roll numbers. Each filled cell sets its field and verifies it; a blank cell leaves the field
 * as it is. Every row the import cannot use is named with its reasons; the others are planned as the changes
 * they make, which the server writes in one transaction.
 */
export type ImportedField = AcademicField | 'cgpaScale';
export type ImportColumn = 'rollNumber' | 'email' | ImportedField;

/** The template's columns, in order, and the other names a column is recognised by. */
export const RECORD_IMPORT_COLUMNS: readonly { column: ImportColumn; header: string; aliases: string[] }[] = [
  { column: 'rollNumber', header: 'RollNumber', aliases: ['rollno', 'roll'] },
  { column: 'email', header: 'Email', aliases: ['emailaddress', 'mail'] },
  { column: 'programme', header: 'Programme', aliases: ['program', 'degree'] },
  { column: 'branch', header: 'Branch', aliases: ['department', 'discipline'] },
  { column: 'passOutYear', header: 'PassOutYear', aliases: ['passingyear', 'batch', 'yearofpassing'] },
  { column: 'cgpa', header: 'CGPA', aliases: ['gpa'] },
  { column: 'cgpaScale', header: 'CGPAScale', aliases: ['scale', 'outof'] },
  { column: 'classX', header: 'ClassX', aliases: ['class10', 'tenth', 'x', 'sslc'] },
  { column: 'classXII', header: 'ClassXII', aliases: ['class12', 'twelfth', 'xii', 'hsc'] },
  { column: 'diploma', header: 'Diploma', aliases: [] },
  { column: 'activeBacklogs', header: 'ActiveBacklogs', aliases: ['backlogs'] },
  { column: 'totalBacklogs', header: 'TotalBacklogs', aliases: ['backloghistory'] },
  { column: 'gapYears', header: 'GapYears', aliases: ['gap'] },
  { column: 'gender', header: 'Gender', aliases: [] },
];

const squeeze = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Which field each header cell names ("Roll No." → rollNumber, "Class 12 %" → classXII); a header naming none,
 * or a field named twice, is a problem: the file is refused before any row is read.
 */
export function importColumns(header: string[]): {
  columns: Map<string, ImportColumn>;
  problems: string[];
} {
  const columns = new Map<string, ImportColumn>();
  const problems: string[] = [];
  for (const cell of header.filter((h) => h.trim() !== '')) {
    const name = squeeze(cell.replace(/%/g, ''));
    const known = RECORD_IMPORT_COLUMNS.find(
      (c) => squeeze(c.header) === name || c.aliases.includes(name) || squeeze(c.column) === name,
    );
    if (!known) problems.push(`The column "${cell}" is not one the import reads`);
    else if ([...columns.values()].includes(known.column))
      problems.push(`Two columns give ${known.header}: keep one`);
    else columns.set(cell, known.column);
  }
  const named = new Set(columns.values());
  if (!named.has('rollNumber') && !named.has('email')) {
    problems.push('The file needs a RollNumber or an Email column to find each student');
  }
  if (problems.length) {
    problems.push(`The columns read are: ${RECORD_IMPORT_COLUMNS.map((c) => c.header).join(', ')}`);
  }
  return { columns, problems };
}

/** A student of the college as the import finds them, with their record (empty facts when they have none). */
export interface ImportStudent {
  id: string;
  name: string;
  email: string;
  rollNumber: string | null;
  record: AcademicRecord;
}

export interface RecordImportContext {
  /** the students the file may name: by roll number and by e-mail (lower case) */
  byRoll: Map<string, ImportStudent>;
  byEmail: Map<string, ImportStudent>;
  /** the programmes and branches the college offers; empty when it has listed none */
  offered: { programme: string; branch: string }[];
}

export interface ImportChange {
  field: ImportedField | 'rollNumber';
  action: 'edit' | 'verify';
  oldValue: string | null;
  newValue: string | null;
}

export interface PlannedRow {
  row: number;
  student: ImportStudent;
  rollNumber: string | null;
  /** the record once the row is written, with the imported fields verified */
  after: AcademicRecord;
  changes: ImportChange[];
}

export interface RowProblem {
  row: number;
  message: string;
}

export interface RecordSheetRow {
  line: number;
  cells: Record<string, string>;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

const NUMBER = /^-?\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;
const ROLL = /^[^\r\n\t\f\v]{1,40}$/;

function parseCell(field: ImportedField, raw: string): Parsed<string | number> {
  const name = field === 'cgpaScale' ? 'CGPA scale' : academicFieldWords[field];
  const bad = (what: string): Parsed<never> => ({ ok: false, problem: `${name} "${raw}" is not ${what}` });
  switch (field) {
    case 'programme':
    case 'branch':
      return raw.length <= 60 && ROLL.test(raw) ? { ok: true, value: raw } : bad('a name of one line');
    case 'gender': {
      const gender = raw.toLowerCase();
      return ['female', 'male', 'other'].includes(gender)
        ? { ok: true, value: gender }
        : bad('female, male or other');
    }
    case 'passOutYear': {
      const year = Number(raw);
      return /^\d{4}$/.test(raw) && year >= 1950 && year <= 2100 ? { ok: true, value: year } : bad('a year');
    }
    case 'activeBacklogs':
    case 'totalBacklogs':
    case 'gapYears':
      return WHOLE.test(raw) && Number(raw) <= 99 ? { ok: true, value: Number(raw) } : bad('a whole number');
    case 'cgpaScale':
      return raw === '4' || raw === '10' ? { ok: true, value: Number(raw) } : bad('4 or 10');
    default: {
      const text = raw.replace(/\s*%$/, '');
      return NUMBER.test(text) ? { ok: true, value: Number(text) } : bad('a number');
    }
  }
}

const valueText = (value: unknown) => (value == null ? null : String(value));

/** What the college does not offer of a record's programme and branch, as the single record's check says it. */
export function offeredProblems(
  record: Pick<AcademicFacts, 'programme' | 'branch'>,
  offered: RecordImportContext['offered'],
): string[] {
  if (offered.length === 0) return [];
  if (record.programme && !offered.some((o) => o.programme === record.programme)) {
    return [`The college does not offer the programme ${record.programme}`];
  }
  if (
    record.branch &&
    !offered.some(
      (o) => o.branch === record.branch && (!record.programme || o.programme === record.programme),
    )
  ) {
    return [
      `The college does not offer the branch ${record.branch}${record.programme ? ` in ${record.programme}` : ''}`,
    ];
  }
  return [];
}

/** The student a row names, or why it names none. */
function studentOf(roll: string, email: string, context: RecordImportContext): Parsed<ImportStudent> {
  const byRoll = roll ? context.byRoll.get(roll) : undefined;
  const byEmail = email ? context.byEmail.get(email) : undefined;
  if (!roll && !email) return { ok: false, problem: 'The row has no roll number or e-mail' };
  if (byRoll && email && byRoll.email !== email) {
    return {
      ok: false,
      problem: byEmail
        ? `Roll number ${roll} is ${byRoll.name}'s, but ${email} is ${byEmail.name}'s`
        : `Roll number ${roll} is ${byRoll.name}'s (${byRoll.email}), not ${email}'s`,
    };
  }
  if (byRoll) return { ok: true, value: byRoll };
  if (email && !byEmail) {
    return {
      ok: false,
      problem: roll
        ? `Unknown roll number ${roll}, and no student of the college has the e-mail ${email}`
        : `No student of the college has the e-mail ${email}`,
    };
  }
  if (!byEmail) return { ok: false, problem: `Unknown roll number ${roll}` };
  return { ok: true, value: byEmail };
}

/** Rows naming the same roll number, e-mail or student as another row: none of them is used. */
function repeatedRows(rows: { line: number; roll: string; email: string; studentId?: string }[]) {
  const problems = new Map<number, string[]>();
  const note = (key: (r: (typeof rows)[number]) => string | undefined, say: (value: string) => string) => {
    const lines = new Map<string, number[]>();
    for (const r of rows) {
      const value = key(r);
      if (value) lines.set(value, [...(lines.get(value) ?? []), r.line]);
    }
    for (const [value, found] of lines) {
      if (found.length < 2) continue;
      for (const line of found) {
        const message = `${say(value)} is in rows ${found.join(', ')}`;
        problems.set(line, [...(problems.get(line) ?? []), message]);
      }
    }
  };
  note(
    (r) => r.roll,
    (roll) => `Roll number ${roll}`,
  );
  note(
    (r) => r.email,
    (email) => `The e-mail ${email}`,
  );
  return problems;
}

/**
 * The import's plan: each row either ready, with the student it names and the changes it makes (values set and
 * fields verified), or a problem naming every reason it cannot be used. Nothing here reads a database.
 */
export function planRecordImport(
  rows: RecordSheetRow[],
  columns: Map<string, ImportColumn>,
  context: RecordImportContext,
): { ready: PlannedRow[]; problems: RowProblem[] } {
  const cell = (row: RecordSheetRow, column: ImportColumn) => {
    for (const [header, named] of columns) if (named === column) return (row.cells[header] ?? '').trim();
    return '';
  };
  const keyed = rows.map((row) => ({
    row,
    line: row.line,
    roll: cell(row, 'rollNumber'),
    email: cell(row, 'email').toLowerCase(),
  }));
  const repeated = repeatedRows(keyed);
  const found = keyed.map(({ roll, email }) => studentOf(roll, email, context));
  const rowsOf = new Map<string, number[]>();
  found.forEach((f, i) => {
    if (f.ok) rowsOf.set(f.value.id, [...(rowsOf.get(f.value.id) ?? []), keyed[i]!.line]);
  });
  const ready: PlannedRow[] = [];
  const problems: RowProblem[] = [];
  for (const [i, { row, line, roll }] of keyed.entries()) {
    const reasons = [...(repeated.get(line) ?? [])];
    if (roll && !ROLL.test(roll)) reasons.push('A roll number is one line of at most 40 characters');
    const named = found[i]!;
    if (!named.ok) reasons.push(named.problem);
    const student = named.ok ? named.value : null;
    const lines = student ? rowsOf.get(student.id)! : [];
    if (student && lines.length > 1 && !repeated.has(line)) {
      reasons.push(`${student.name} is in rows ${lines.join(', ')}`);
    }
    const facts: Partial<Record<ImportedField, string | number>> = {};
    for (const column of new Set(columns.values())) {
      if (column === 'rollNumber' || column === 'email') continue;
      const raw = cell(row, column);
      if (raw === '') continue;
      const parsed = parseCell(column, raw);
      if (parsed.ok) facts[column] = parsed.value;
      else reasons.push(parsed.problem);
    }
    const before = student?.record ?? EMPTY_RECORD;
    const after: AcademicRecord = { ...before, ...(facts as Partial<AcademicFacts>) };
    reasons.push(...recordProblems(after).map((p) => p.replace(/\.$/, '')));
    if (facts.programme !== undefined || facts.branch !== undefined) {
      reasons.push(...offeredProblems(after, context.offered));
    }
    if (!student || reasons.length) {
      problems.push({ row: line, message: reasons.join('; ') });
      continue;
    }
    const imported = Object.keys(facts) as ImportedField[];
    const verified = new Set(before.verified);
    const changes: ImportChange[] = [];
    const rollNumber = roll || student.rollNumber;
    if (rollNumber !== student.rollNumber) {
      changes.push({
        field: 'rollNumber',
        action: 'edit',
        oldValue: student.rollNumber,
        newValue: rollNumber,
      });
    }
    for (const field of imported) {
      if (after[field] !== before[field]) {
        changes.push({
          field,
          action: 'edit',
          oldValue: valueText(before[field]),
          newValue: valueText(after[field]),
        });
      }
    }
    for (const field of imported) {
      if (field === 'cgpaScale' || verified.has(field)) continue;
      verified.add(field);
      changes.push({ field, action: 'verify', oldValue: null, newValue: valueText(after[field]) });
    }
    ready.push({ row: line, student, rollNumber, after: { ...after, verified: [...verified] }, changes });
  }
  return { ready, problems };
}
