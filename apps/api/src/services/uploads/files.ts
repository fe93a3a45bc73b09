import {
  jobApplications,
  jobs,
  mailboxEntries,
  mails,
  type UserFileKind,
  userFiles,
  users,
} from '@placement/db';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error';
import type { UserRow } from '../../plugins/auth';
import { DRAFT_KINDS, type UserFileRow } from './uploads';

/** The parts of a student's profile a recruiter sees (StudentProfileView): photo, CV, education documents. */
const PROFILE_KINDS: readonly UserFileKind[] = ['avatar', 'cv', 'education'];

/** Whether the student applied to one of the company's jobs. */
async function appliedTo(app: FastifyInstance, companyId: string, studentId: string): Promise<boolean> {
  const [applied] = await app.deps.db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(and(eq(jobApplications.studentId, studentId), eq(jobs.companyId, companyId)))
    .limit(1);
  return Boolean(applied);
}

/**
 * Who may read a file: its owner; for a mail attachment, anyone holding a copy of a mail that carries it;
 * for an avatar or a question's video or image, anyone of the owner's college; for a CV or marksheet, staff of the
 * owner's college; for a student's photo, CV or marksheet, a company the student applied to.
 * Anyone else gets the same 404 as for a file that does not exist.
 */
export async function readableFile(app: FastifyInstance, viewer: UserRow, fileId: string) {
  const { db } = app.deps;
  const [row] = await db
    .select({ file: userFiles, ownerCollegeId: users.collegeId })
    .from(userFiles)
    .innerJoin(users, eq(users.id, userFiles.ownerId))
    .where(eq(userFiles.id, fileId))
    .limit(1);
  if (!row) throw notFound('File not found');
  const { file, ownerCollegeId } = row;
  const sameCollege = ownerCollegeId !== null && viewer.collegeId === ownerCollegeId;
  if (file.ownerId === viewer.id) return file;
  if ((file.kind === 'avatar' || file.kind === 'video' || file.kind === 'image') && sameCollege) return file;
  if ((file.kind === 'cv' || file.kind === 'education') && sameCollege && viewer.role === 'college') {
    return file;
  }
  if (
    viewer.role === 'company' &&
    viewer.companyId &&
    PROFILE_KINDS.includes(file.kind) &&
    (await appliedTo(app, viewer.companyId, file.ownerId))
  ) {
    return file;
  }
  if (file.kind === 'mail') {
    const [held] = await db
      .select({ id: mailboxEntries.id })
      .from(mailboxEntries)
      .innerJoin(mails, eq(mails.id, mailboxEntries.mailId))
      .where(and(eq(mailboxEntries.ownerId, viewer.id), sql`${file.id} = any(${mails.attachmentIds})`))
      .limit(1);
    if (held) return file;
  }
  throw notFound('File not found');
}

export async function openFile(app: FastifyInstance, file: UserFileRow) {
  const opened = await app.deps.storage.open(file.storageKey);
  if (!opened) throw notFound('File not found');
  return opened;
}

/** `attachment` for documents so a browser never renders them in our origin; images may show inline. */
export function contentDisposition(file: UserFileRow): string {
  const inline = file.contentType.startsWith('image/');
  const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`;
}

/** Removes files of one owner, rows and bytes; used when an upload is replaced. */
export async function removeUserFiles(app: FastifyInstance, ownerId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const removed = await app.deps.db
    .delete(userFiles)
    .where(and(eq(userFiles.ownerId, ownerId), inArray(userFiles.id, ids)))
    .returning({ storageKey: userFiles.storageKey });
  for (const { storageKey } of removed) await app.deps.storage.remove(storageKey);
}

export async function filesById(app: FastifyInstance, ids: string[]): Promise<Map<string, UserFileRow>> {
  if (ids.length === 0) return new Map();
  const rows = await app.deps.db.select().from(userFiles).where(inArray(userFiles.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Marks uploads as used by a sent mail or a saved question, so the sweeper keeps them. */
export async function markUploadsUsed(app: FastifyInstance, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await app.deps.db
    .update(userFiles)
    .set({ usedAt: new Date() })
    .where(and(inArray(userFiles.id, ids), isNull(userFiles.usedAt)));
}

/**
 * Removes mail attachments never sent and question videos never used once they are older than
 * `unusedUploadHours`: rows first, then the stored bytes. A batch per call keeps each sweep short.
 */
export async function sweepUnusedUploads(app: FastifyInstance, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - app.deps.config.unusedUploadHours * 3600_000);
  const { db } = app.deps;
  const stale = db
    .select({ id: userFiles.id })
    .from(userFiles)
    .where(
      and(
        isNull(userFiles.usedAt),
        lt(userFiles.createdAt, cutoff),
        inArray(userFiles.kind, [...DRAFT_KINDS]),
      ),
    )
    .limit(500);
  const removed = await db
    .delete(userFiles)
    .where(inArray(userFiles.id, stale))
    .returning({ storageKey: userFiles.storageKey });
  for (const { storageKey } of removed) {
    await app.deps.storage.remove(storageKey).catch((error: unknown) => {
      app.log.warn({ err: error, storageKey }, 'could not remove an unused upload');
    });
  }
  return removed.length;
}
