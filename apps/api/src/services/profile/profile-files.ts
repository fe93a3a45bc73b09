import { MAX_CVS, studentPortalMessages } from '@placement/contract';
import { students, users } from '@placement/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/http-error';
import { removeUserFiles } from '../uploads/files';
import {
  checkType,
  fileUrl,
  storeUserFile,
  tooLarge,
  type UploadedFile,
  type UserFileRow,
} from '../uploads/uploads';
import { AVATAR_MAX_BYTES, CV_MAX_BYTES, fullStudentProfile, touch, withStudentRow } from './profile';

// The files of a student's profile: CVs and the avatar.

/** Adds CVs (PDF, DOC or DOCX by content, 2 MB each); a student keeps at most MAX_CVS. */
export async function addCvs(app: FastifyInstance, userId: string, files: UploadedFile[]) {
  if (files.length === 0) throw badRequest(studentPortalMessages.filesNotSelected);
  const typed = files.map((file) => {
    if (file.data.length > CV_MAX_BYTES) throw tooLarge();
    return { file, type: checkType(file, ['pdf', 'doc', 'docx']) };
  });
  const [current] = await app.deps.db.select().from(students).where(eq(students.userId, userId));
  if ((current?.cv.length ?? 0) + typed.length > MAX_CVS) {
    throw badRequest(`You can keep at most ${MAX_CVS} CVs; delete one first`);
  }
  const stored: UserFileRow[] = [];
  for (const { file, type } of typed) stored.push(await storeUserFile(app, userId, 'cv', file, type));
  await withStudentRow(app, userId, async (row, tx) => {
    const cv = [...row.cv, ...stored.map((s) => ({ name: s.name, key: s.id }))];
    if (cv.length > MAX_CVS) throw badRequest(`You can keep at most ${MAX_CVS} CVs; delete one first`);
    await tx
      .update(students)
      .set({ cv, ...touch() })
      .where(eq(students.userId, userId));
  }).catch(async (error: unknown) => {
    await removeUserFiles(
      app,
      userId,
      stored.map((s) => s.id),
    );
    throw error;
  });
  return fullStudentProfile(app, userId);
}

export async function removeCv(app: FastifyInstance, userId: string, fileId: string) {
  await withStudentRow(app, userId, async (row, tx) => {
    if (!row.cv.some((c) => c.key === fileId)) throw notFound('CV not found');
    await tx
      .update(students)
      .set({ cv: row.cv.filter((c) => c.key !== fileId), ...touch() })
      .where(eq(students.userId, userId));
  });
  await removeUserFiles(app, userId, [fileId]);
  return fullStudentProfile(app, userId);
}

const DATA_URL = /^data:image\/(png|jpe?g|webp);base64,([A-Za-z0-9+/=\s]+)$/;

/** The bytes of a `data:image/…;base64,` avatar, or a 400. */
export function decodeAvatarDataUrl(value: string): Buffer {
  const match = DATA_URL.exec(value.trim());
  if (!match?.[2]) throw badRequest('avatar must be a data:image/png, jpeg or webp base64 URL');
  const data = Buffer.from(match[2].replace(/\s/g, ''), 'base64');
  if (data.length === 0) throw badRequest('avatar is empty');
  return data;
}

/** Stores a new avatar (PNG, JPEG or WEBP by content, at most 50 KB) and drops the one it replaces. */
export async function setAvatar(app: FastifyInstance, userId: string, file: { name: string; data: Buffer }) {
  if (file.data.length > AVATAR_MAX_BYTES) throw tooLarge();
  const type = checkType(file, ['png', 'jpeg', 'webp']);
  const stored = await storeUserFile(app, userId, 'avatar', { ...file, name: file.name || 'avatar' }, type);
  const [before] = await app.deps.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId));
  await app.deps.db
    .update(users)
    .set({ avatar: fileUrl(stored.id) })
    .where(eq(users.id, userId));
  const oldId = before?.avatar?.startsWith('/api/files/') ? before.avatar.slice('/api/files/'.length) : null;
  if (oldId) await removeUserFiles(app, userId, [oldId]);
  return fullStudentProfile(app, userId);
}
