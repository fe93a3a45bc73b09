import type { RecordImportConfirm, RecordImportPreview } from '@placement/contract';
import { academicRecordChanges, academicRecords, collegeBranches, type Db, users } from '@placement/db';
import {
  type ImportColumn,
  type ImportStudent,
  importColumns,
  type PlannedRow,
  planRecordImport,
  type RecordSheetRow,
} from '@placement/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict } from '../../lib/http-error';
import { readSheet } from '../../lib/spreadsheet';
import { domainRecord, isRollTaken } from './records';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An upload of records: its columns and rows, refused (400) when a column is unknown or no row is under it. */
interface RecordSheet {
  columns: Map<string, ImportColumn>;
  rows: RecordSheetRow[];
}

export async function readRecordSheet(file: Buffer): Promise<RecordSheet> {
  const { header, rows } = await readSheet(file);
  const { columns, problems } = importColumns(header);
  if (problems.length) throw badRequest(problems.join('. '));
  if (rows.length === 0) throw badRequest('The file has no rows under the header');
  return { columns, rows };
}

const column = (sheet: RecordSheet, named: ImportColumn) =>
  [...sheet.columns].find(([, c]) => c === named)?.[0];

/** The college's students the sheet names (by roll number or e-mail), with their records, and what it offers. */
async function contextFor(db: Db | Tx, collegeId: string, sheet: RecordSheet) {
  const values = (named: ImportColumn, normalise: (v: string) => string) => {
    const header = column(sheet, named);
    if (!header) return [];
    return [...new Set(sheet.rows.map((r) => normalise((r.cells[header] ?? '').trim())).filter(Boolean))];
  };
  const rolls = values('rollNumber', (v) => v);
  const emails = values('email', (v) => v.toLowerCase());
  const named = [
    rolls.length ? inArray(academicRecords.rollNumber, rolls) : undefined,
    emails.length ? inArray(users.email, emails) : undefined,
  ].filter(Boolean);
  const rows = named.length
    ? await db
        .select({ user: users, record: academicRecords })
        .from(users)
        .leftJoin(academicRecords, eq(academicRecords.studentId, users.id))
        .where(and(eq(users.collegeId, collegeId), eq(users.role, 'student'), or(...named)))
    : [];
  const students: ImportStudent[] = rows.map(({ user, record }) => ({
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email.toLowerCase(),
    rollNumber: record?.rollNumber ?? null,
    record: domainRecord(record ?? undefined),
  }));
  const offered = await db
    .select({ programme: collegeBranches.programme, branch: collegeBranches.branch })
    .from(collegeBranches)
    .where(eq(collegeBranches.collegeId, collegeId));
  return {
    byRoll: new Map(students.filter((s) => s.rollNumber).map((s) => [s.rollNumber!, s])),
    byEmail: new Map(students.map((s) => [s.email, s])),
    offered,
  };
}

async function planFor(db: Db | Tx, collegeId: string, sheet: RecordSheet) {
  return planRecordImport(sheet.rows, sheet.columns, await contextFor(db, collegeId, sheet));
}

/** What the import would do, row by row, writing nothing. */
export async function previewRecordImport(
  app: FastifyInstance,
  collegeId: string,
  file: Buffer,
): Promise<RecordImportPreview> {
  const sheet = await readRecordSheet(file);
  const { ready, problems } = await planFor(app.deps.db, collegeId, sheet);
  return {
    success: true,
    rows: sheet.rows.length,
    ready: ready.map((r) => ({
      row: r.row,
      student: { _id: r.student.id, name: r.student.name, email: r.student.email },
      rollNumber: r.rollNumber,
      changes: r.changes,
    })),
    problems,
  };
}

/** The good rows' records as they will be, in one statement. */
async function writeRecords(tx: Tx, rows: PlannedRow[]) {
  const values = rows.map(({ student, rollNumber, after }) => ({
    student_id: student.id,
    roll_number: rollNumber,
    programme: after.programme,
    branch: after.branch,
    pass_out_year: after.passOutYear,
    cgpa: after.cgpa,
    cgpa_scale: after.cgpaScale,
    class_x: after.classX,
    class_xii: after.classXII,
    diploma: after.diploma,
    active_backlogs: after.activeBacklogs,
    total_backlogs: after.totalBacklogs,
    gap_years: after.gapYears,
    gender: after.gender,
    verified: after.verified,
  }));
  await tx.execute(sql`
    update academic_records as r set
      roll_number = v.roll_number, programme = v.programme, branch = v.branch, pass_out_year = v.pass_out_year,
      cgpa = v.cgpa, cgpa_scale = v.cgpa_scale, class_x = v.class_x, class_xii = v.class_xii,
      diploma = v.diploma, active_backlogs = v.active_backlogs, total_backlogs = v.total_backlogs,
      gap_years = v.gap_years, gender = v.gender, verified = v.verified, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(
      student_id text, roll_number text, programme text, branch text, pass_out_year integer,
      cgpa double precision, cgpa_scale double precision, class_x double precision, class_xii double precision,
      diploma double precision, active_backlogs integer, total_backlogs integer, gap_years integer,
      gender text, verified text[])
    where r.student_id = v.student_id`);
}

const LOG_CHUNK = 1000;

/**
 * Writes every good row in one transaction: each record is locked, the sheet planned again against the locked
 * records (so a change made meanwhile is neither lost nor logged wrongly), the records written, and every value
 * set and field verified logged with its old and new value. The rows it cannot use are answered, not written.
 */
export async function confirmRecordImport(
  app: FastifyInstance,
  staff: { userId: string; collegeId: string },
  file: Buffer,
): Promise<RecordImportConfirm> {
  const sheet = await readRecordSheet(file);
  const { collegeId } = staff;
  try {
    return await app.deps.db.transaction(async (tx) => {
      const first = await planFor(tx, collegeId, sheet);
      const ids = first.ready.map((r) => r.student.id);
      if (ids.length) {
        await tx
          .insert(academicRecords)
          .values(ids.map((studentId) => ({ studentId, collegeId })))
          .onConflictDoNothing();
        await tx
          .select({ id: academicRecords.studentId })
          .from(academicRecords)
          .where(inArray(academicRecords.studentId, ids))
          .for('update');
      }
      const { ready, problems } = await planFor(tx, collegeId, sheet);
      if (ready.some((r) => !ids.includes(r.student.id))) {
        throw conflict('Records changed while the file was imported: import it again');
      }
      const changed = ready.filter((r) => r.changes.length > 0);
      if (changed.length) await writeRecords(tx, changed);
      const log = changed.flatMap((r) =>
        r.changes.map((c) => ({
          studentId: r.student.id,
          ...c,
          changedBy: staff.userId,
          byRole: 'college' as const,
        })),
      );
      for (let at = 0; at < log.length; at += LOG_CHUNK) {
        await tx.insert(academicRecordChanges).values(log.slice(at, at + LOG_CHUNK));
      }
      const skipped = problems.length
        ? `; ${problems.length} ${problems.length === 1 ? 'row' : 'rows'} skipped`
        : '';
      return {
        success: true as const,
        message: `Imported ${ready.length} ${ready.length === 1 ? 'record' : 'records'}, ${changed.length} changed${skipped}`,
        imported: ready.length,
        changed: changed.length,
        problems,
      };
    });
  } catch (error) {
    if (isRollTaken(error))
      throw conflict('A roll number in the file was given to another student meanwhile: import it again');
    throw error;
  }
}
