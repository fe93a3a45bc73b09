import { type EducationInput, endYearProblem, formMessages, MAX_EDUCATION } from '@placement/contract';
import { newId, students } from '@placement/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/http-error';
import { removeUserFiles } from '../uploads/files';
import { checkType, storeUserFile, tooLarge, type UploadedFile } from '../uploads/uploads';
import {
  EDUCATION_MEDIA_MAX_BYTES,
  fullStudentProfile,
  type StoredEducation,
  storedEducation,
  touch,
  withStudentRow,
} from './profile';

// The education entries of a student's profile and the marksheet each may carry.

function educationFrom(input: EducationInput, id: string, mediaId: string | null): StoredEducation {
  const endYear = input.current ? null : (input.endYear ?? null);
  const years = endYearProblem(input.startYear, endYear);
  if (years) throw badRequest(years);
  const institute = input.institute.trim();
  const degree = input.degree.trim();
  if (!institute || !degree) throw badRequest(formMessages.instituteAndDegreeRequired);
  return {
    _id: id,
    institute,
    degree,
    field: (input.field ?? '').trim(),
    startYear: input.startYear,
    endYear,
    current: input.current ?? false,
    grade: (input.grade ?? '').trim(),
    gradeType: input.gradeType ?? null,
    description: (input.description ?? '').trim(),
    mediaId,
  };
}

export async function addEducation(app: FastifyInstance, userId: string, input: EducationInput) {
  await withStudentRow(app, userId, async (row, tx) => {
    const list = row.education.map(storedEducation);
    if (list.length >= MAX_EDUCATION)
      throw badRequest(`You can add at most ${MAX_EDUCATION} education entries`);
    list.push(educationFrom(input, newId(), null));
    await tx
      .update(students)
      .set({ education: list, ...touch() })
      .where(eq(students.userId, userId));
  });
  return fullStudentProfile(app, userId);
}

/** Replaces the list; an entry that keeps its `_id` keeps its uploaded marksheet. */
export async function replaceEducation(app: FastifyInstance, userId: string, inputs: EducationInput[]) {
  const ids = inputs.flatMap((e) => (e._id ? [e._id] : []));
  if (new Set(ids).size !== ids.length) throw badRequest('Education entries must have distinct _id values');
  const dropped = await withStudentRow(app, userId, async (row, tx) => {
    const before = new Map(row.education.map(storedEducation).map((e) => [e._id, e]));
    const list = inputs.map((input) => {
      const old = input._id ? before.get(input._id) : undefined;
      return educationFrom(input, old?._id ?? newId(), old?.mediaId ?? null);
    });
    const kept = new Set(list.map((e) => e.mediaId));
    await tx
      .update(students)
      .set({ education: list, ...touch() })
      .where(eq(students.userId, userId));
    return [...before.values()].flatMap((e) => (e.mediaId && !kept.has(e.mediaId) ? [e.mediaId] : []));
  });
  await removeUserFiles(app, userId, dropped);
  return fullStudentProfile(app, userId);
}

/** Attaches a marksheet or certificate (PDF, PNG, JPEG, at most 50 KB) to one education entry. */
export async function setEducationMedia(
  app: FastifyInstance,
  userId: string,
  educationId: string | undefined,
  file: UploadedFile,
) {
  if (file.data.length > EDUCATION_MEDIA_MAX_BYTES) throw tooLarge();
  const type = checkType(file, ['pdf', 'png', 'jpeg']);
  const [current] = await app.deps.db.select().from(students).where(eq(students.userId, userId));
  const entries = (current?.education ?? []).map(storedEducation);
  const targetId = educationId ?? (entries.length === 1 ? entries[0]?._id : undefined);
  if (!targetId) throw badRequest('educationId is required');
  if (!entries.some((e) => e._id === targetId)) throw notFound('Education entry not found');

  const stored = await storeUserFile(app, userId, 'education', file, type);
  const replaced = await withStudentRow(app, userId, async (row, tx) => {
    const list = row.education.map(storedEducation);
    const entry = list.find((e) => e._id === targetId);
    if (!entry) throw notFound('Education entry not found');
    const old = entry.mediaId;
    entry.mediaId = stored.id;
    await tx
      .update(students)
      .set({ education: list, ...touch() })
      .where(eq(students.userId, userId));
    return old;
  }).catch(async (error: unknown) => {
    await removeUserFiles(app, userId, [stored.id]);
    throw error;
  });
  if (replaced) await removeUserFiles(app, userId, [replaced]);
  return fullStudentProfile(app, userId);
}
