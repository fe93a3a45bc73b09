import type { AcademicFactsBody, AcademicRecord, StaffRecordBody } from '@placement/contract';
import { academicRecordChanges, academicRecords, collegeBranches, type Db, users } from '@placement/db';
import {
  type AcademicField,
  academicFieldWords,
  type AcademicRecord as DomainRecord,
  EMPTY_RECORD,
  recordProblems,
} from '@placement/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';

type RecordRow = typeof academicRecords.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Fact = keyof AcademicFactsBody;

export function presentRecord(studentId: string, row: RecordRow | undefined): AcademicRecord {
  if (!row) return { studentId, ...EMPTY_RECORD, rollNumber: null, updatedAt: null };
  const { collegeId: _college, updatedAt, ...rest } = row;
  return { ...rest, updatedAt: updatedAt.toISOString() };
}

/** The record as the rule engine reads it; a student with none has every fact missing. */
export const domainRecord = (row: RecordRow | undefined): DomainRecord => {
  if (!row) return EMPTY_RECORD;
  const { rollNumber: _roll, studentId: _student, collegeId: _college, updatedAt: _at, ...facts } = row;
  return facts;
};

export async function recordRow(
  db: Db | Tx,
  studentId: string,
  lock = false,
): Promise<RecordRow | undefined> {
  const query = db.select().from(academicRecords).where(eq(academicRecords.studentId, studentId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A student of the college, or 404 (another college's student is not found, as the roster says). */
async function collegeStudent(app: FastifyInstance, collegeId: string, studentId: string) {
  const [student] = await app.deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, studentId), eq(users.collegeId, collegeId), eq(users.role, 'student')))
    .limit(1);
  if (!student) throw notFound('Student not found');
}

const text = (value: unknown) => (value == null ? null : String(value));

/** The programme and branch must be among those the college offers, once it has listed any. */
async function checkOffered(tx: Tx, collegeId: string, record: Pick<RecordRow, 'programme' | 'branch'>) {
  const offered = await tx.select().from(collegeBranches).where(eq(collegeBranches.collegeId, collegeId));
  if (offered.length === 0) return;
  if (record.programme && !offered.some((o) => o.programme === record.programme)) {
    throw badRequest(`The college does not offer the programme ${record.programme}`);
  }
  if (
    record.branch &&
    !offered.some(
      (o) => o.branch === record.branch && (!record.programme || o.programme === record.programme),
    )
  ) {
    throw badRequest(
      `The college does not offer the branch ${record.branch}${record.programme ? ` in ${record.programme}` : ''}`,
    );
  }
}

interface Change {
  facts?: AcademicFactsBody;
  verify?: AcademicField[];
  unverify?: AcademicField[];
}

/**
 * One change to a record under its row lock: the facts (a student may not touch a verified one: 409), then the
 * locks; every value that moved is logged with its old and new value. Nothing is written when a check fails.
 */
async function changeRecord(
  app: FastifyInstance,
  who: { userId: string; role: 'student' | 'college'; collegeId: string },
  studentId: string,
  change: Change,
): Promise<RecordRow> {
  return app.deps.db.transaction(async (tx) => {
    await tx.insert(academicRecords).values({ studentId, collegeId: who.collegeId }).onConflictDoNothing();
    const before = (await recordRow(tx, studentId, true))!;
    const facts = change.facts ?? {};
    const moved = (Object.keys(facts) as Fact[]).filter(
      (f) => facts[f] !== undefined && facts[f] !== before[f],
    );
    if (who.role === 'student') {
      if (moved.includes('rollNumber')) throw forbidden('Your roll number is set by the placement cell');
      const locked = moved.filter((f): f is AcademicField => before.verified.includes(f as AcademicField));
      // the scale is part of the CGPA
      if (moved.includes('cgpaScale') && before.verified.includes('cgpa') && !locked.includes('cgpa'))
        locked.push('cgpa');
      if (locked.length) {
        throw conflict(
          `${locked.map((f) => academicFieldWords[f]).join(', ')} ${locked.length === 1 ? 'is' : 'are'} verified by the placement cell: ask them to change ${locked.length === 1 ? 'it' : 'them'}`,
        );
      }
    }
    const after: RecordRow = { ...before, ...Object.fromEntries(moved.map((f) => [f, facts[f]])) };
    const problems = recordProblems(after);
    if (problems.length) throw badRequest(problems.join(' '));
    if (moved.includes('programme') || moved.includes('branch')) await checkOffered(tx, who.collegeId, after);
    const verified = new Set(before.verified);
    for (const f of change.verify ?? []) verified.add(f);
    for (const f of change.unverify ?? []) verified.delete(f);
    after.verified = [...verified];
    const log = [
      ...moved.map((field) => ({
        field,
        action: 'edit' as const,
        oldValue: text(before[field]),
        newValue: text(after[field]),
      })),
      ...(change.verify ?? [])
        .filter((f) => !before.verified.includes(f))
        .map((field) => ({ field, action: 'verify' as const, oldValue: null, newValue: text(after[field]) })),
      ...(change.unverify ?? [])
        .filter((f) => before.verified.includes(f))
        .map((field) => ({
          field,
          action: 'unverify' as const,
          oldValue: text(after[field]),
          newValue: null,
        })),
    ];
    if (log.length === 0) return before;
    const [saved] = await tx
      .update(academicRecords)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(academicRecords.studentId, studentId))
      .returning();
    await tx
      .insert(academicRecordChanges)
      .values(log.map((entry) => ({ ...entry, studentId, changedBy: who.userId, byRole: who.role })));
    return saved!;
  });
}

export async function ownRecord(app: FastifyInstance, studentId: string) {
  return presentRecord(studentId, await recordRow(app.deps.db, studentId));
}

export async function studentEditsRecord(
  app: FastifyInstance,
  student: { id: string; collegeId: string | null },
  facts: AcademicFactsBody,
) {
  if (!student.collegeId) throw forbidden('Join a college to keep an academic record');
  const saved = await changeRecord(
    app,
    { userId: student.id, role: 'student', collegeId: student.collegeId },
    student.id,
    {
      facts,
    },
  );
  return presentRecord(student.id, saved);
}

export async function staffRecord(app: FastifyInstance, collegeId: string, studentId: string) {
  await collegeStudent(app, collegeId, studentId);
  return ownRecord(app, studentId);
}

export async function staffEditsRecord(
  app: FastifyInstance,
  staff: { userId: string; collegeId: string },
  studentId: string,
  body: StaffRecordBody,
) {
  await collegeStudent(app, staff.collegeId, studentId);
  const both = (body.verify ?? []).filter((f) => body.unverify?.includes(f));
  if (both.length) throw badRequest(`A field cannot be verified and unverified at once: ${both.join(', ')}`);
  try {
    const saved = await changeRecord(
      app,
      { userId: staff.userId, role: 'college', collegeId: staff.collegeId },
      studentId,
      body,
    );
    return presentRecord(studentId, saved);
  } catch (error) {
    if (isRollTaken(error))
      throw conflict(`Another student of the college has the roll number ${body.facts?.rollNumber}`);
    throw error;
  }
}

export const isRollTaken = (error: unknown) =>
  JSON.stringify(error, Object.getOwnPropertyNames(error ?? {})).includes(
    'academic_records_college_roll_idx',
  );

export async function recordChanges(app: FastifyInstance, collegeId: string, studentId: string) {
  await collegeStudent(app, collegeId, studentId);
  const rows = await app.deps.db
    .select({
      change: academicRecordChanges,
      by: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(academicRecordChanges)
    .leftJoin(users, eq(users.id, academicRecordChanges.changedBy))
    .where(eq(academicRecordChanges.studentId, studentId))
    .orderBy(desc(academicRecordChanges.at), desc(academicRecordChanges.id));
  return rows.map(({ change, by }) => ({
    field: change.field,
    action: change.action,
    oldValue: change.oldValue,
    newValue: change.newValue,
    by: by ? { _id: by.id, name: `${by.firstName} ${by.lastName}`.trim() } : null,
    byRole: change.byRole,
    at: change.at.toISOString(),
  }));
}
