import {
  type BasicUpdateBody,
  dateOfBirthProblem,
  type Education,
  type FullStudent,
  formMessages,
  LINK_NAMES,
  type LinkName,
  linkProblem,
  MAX_SKILLS,
  type Personal,
  type PersonalBody,
} from '@placement/contract';
import { colleges, type EducationEntry, newId, students, users } from '@placement/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/http-error';
import { filesById } from '../uploads/files';
import { presentFile } from '../uploads/presenters';

export const AVATAR_MAX_BYTES = 50 * 1024;
export const EDUCATION_MEDIA_MAX_BYTES = 50 * 1024;
export const CV_MAX_BYTES = 2 * 1024 * 1024;

type StudentRow = typeof students.$inferSelect;
type Db = FastifyInstance['deps']['db'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Education as stored in students.education: the contract's fields plus the id of an uploaded file. */
export interface StoredEducation extends Omit<Education, 'media'> {
  mediaId: string | null;
}

const PERSONAL_KEYS = [
  'dateOfBirth',
  'gender',
  'address',
  'city',
  'state',
  'country',
  'pincode',
  'about',
] as const satisfies readonly (keyof Personal)[];

const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const intOrNull = (value: unknown): number | null => (Number.isInteger(value) ? (value as number) : null);

/** Reads an entry leniently: a field missing from the stored JSON gets its empty value. */
export function storedEducation(raw: Partial<EducationEntry>): StoredEducation {
  return {
    _id: str(raw._id, newId()),
    institute: str(raw.institute),
    degree: str(raw.degree),
    field: str(raw.field),
    startYear: intOrNull(raw.startYear) ?? 0,
    endYear: intOrNull(raw.endYear),
    current: raw.current === true,
    grade: str(raw.grade),
    gradeType: typeof raw.gradeType === 'string' ? raw.gradeType : null,
    description: str(raw.description),
    mediaId: typeof raw.mediaId === 'string' ? raw.mediaId : null,
  };
}

function personalOf(raw: Record<string, unknown>): Personal {
  const out = {} as Personal;
  for (const key of PERSONAL_KEYS) out[key] = typeof raw[key] === 'string' ? raw[key] : null;
  return out;
}

/** What makes a profile complete; the web shows the missing parts. */
export function profileChecklist(
  personal: Personal,
  education: unknown[],
  skills: string[],
  avatar: string | null,
) {
  return {
    personal: Boolean(personal.dateOfBirth && personal.gender && personal.city),
    education: education.length > 0,
    skills: skills.length > 0,
    avatar: Boolean(avatar),
  };
}

/** The whole student as the profile screens need it (GET /api/student/me?getAll=true). */
export async function fullStudentProfile(app: FastifyInstance, userId: string): Promise<FullStudent> {
  const { db } = app.deps;
  const [row] = await db
    .select({ user: users, student: students, college: { id: colleges.id, name: colleges.name } })
    .from(users)
    .leftJoin(students, eq(students.userId, users.id))
    .leftJoin(colleges, eq(colleges.id, users.collegeId))
    .where(eq(users.id, userId))
    .limit(1);
  if (row?.user.role !== 'student') throw notFound('Student not found');
  const { user, student, college } = row;
  const education = (student?.education ?? []).map(storedEducation);
  const cv = student?.cv ?? [];
  const files = await filesById(app, [
    ...cv.map((c) => c.key),
    ...education.flatMap((e) => (e.mediaId ? [e.mediaId] : [])),
  ]);
  const personal = personalOf(student?.personal ?? {});
  const skills = student?.skills ?? [];
  const checklist = profileChecklist(personal, education, skills, user.avatar);
  return {
    _id: user.id,
    role: 'student',
    Email: user.email,
    FirstName: user.firstName,
    LastName: user.lastName,
    PhoneNumber: user.phoneNumber,
    avatar: user.avatar,
    authType: user.authType,
    CollegeId: user.collegeId,
    college: college ? { _id: college.id, name: college.name } : null,
    batch: student?.batch ?? null,
    Education: education.map(({ mediaId, ...entry }) => {
      const media = mediaId ? files.get(mediaId) : undefined;
      return { ...entry, media: media ? presentFile(media) : null };
    }),
    skills,
    links: student?.links ?? {},
    CV: cv.flatMap((c) => {
      const file = files.get(c.key);
      return file ? [presentFile(file)] : [];
    }),
    personal,
    completedProfile: Object.values(checklist).every(Boolean),
    profileChecklist: checklist,
  };
}

/** Runs `change` on the student's row, locked, so two profile writes never lose each other's edits. */
export async function withStudentRow<T>(
  app: FastifyInstance,
  userId: string,
  change: (row: StudentRow, tx: Tx) => Promise<T>,
): Promise<T> {
  return app.deps.db.transaction(async (tx) => {
    await tx.insert(students).values({ userId }).onConflictDoNothing();
    const [row] = await tx.select().from(students).where(eq(students.userId, userId)).for('update');
    if (!row) throw notFound('Student not found');
    return change(row, tx);
  });
}

export const touch = () => ({ updatedAt: new Date() });

export async function updateBasic(app: FastifyInstance, userId: string, body: BasicUpdateBody) {
  const set: Partial<typeof users.$inferInsert> = {};
  if (body.FirstName !== undefined) {
    const firstName = body.FirstName.trim();
    if (!firstName) throw badRequest(formMessages.firstNameRequired);
    set.firstName = firstName;
  }
  if (body.LastName !== undefined) set.lastName = body.LastName.trim();
  if (body.PhoneNumber !== undefined) set.phoneNumber = body.PhoneNumber.trim() || null;
  if (Object.keys(set).length === 0) throw badRequest('Nothing to update');
  await app.deps.db.update(users).set(set).where(eq(users.id, userId));
  return fullStudentProfile(app, userId);
}

export async function updatePersonal(app: FastifyInstance, userId: string, body: PersonalBody) {
  if (PERSONAL_KEYS.every((key) => body[key] === undefined)) throw badRequest('Nothing to update');
  const dateOfBirth = dateOfBirthProblem(body.dateOfBirth ?? '');
  if (dateOfBirth) throw badRequest(dateOfBirth);
  await withStudentRow(app, userId, async (row, tx) => {
    const personal = personalOf(row.personal);
    for (const key of PERSONAL_KEYS) {
      const value = body[key];
      if (value === undefined) continue;
      personal[key] = typeof value === 'string' && value.trim() ? value.trim() : null;
    }
    await tx
      .update(students)
      .set({ personal, ...touch() })
      .where(eq(students.userId, userId));
  });
  return fullStudentProfile(app, userId);
}

/** Trimmed, deduplicated regardless of case, at most MAX_SKILLS. */
export async function setSkills(app: FastifyInstance, userId: string, input: string[]) {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const raw of input) {
    const skill = raw.replace(/\s+/g, ' ').trim();
    if (!skill || seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    skills.push(skill);
  }
  if (skills.length > MAX_SKILLS) throw badRequest(`You can add at most ${MAX_SKILLS} skills`);
  await withStudentRow(app, userId, (_row, tx) =>
    tx
      .update(students)
      .set({ skills, ...touch() })
      .where(eq(students.userId, userId)),
  );
  return fullStudentProfile(app, userId);
}

function httpUrl(name: LinkName, value: string): string {
  const problem = linkProblem(name, value);
  if (problem) throw badRequest(problem);
  return new URL(value.trim()).toString();
}

/** Links sent replace the stored ones by name; '' removes a link. */
export async function setLinks(
  app: FastifyInstance,
  userId: string,
  input: Partial<Record<LinkName, string>>,
) {
  const changes = Object.entries(input).map(([name, value]) => {
    if (!(LINK_NAMES as readonly string[]).includes(name)) throw badRequest(`Unknown link ${name}`);
    return [name, value ? httpUrl(name as LinkName, value) : ''] as const;
  });
  await withStudentRow(app, userId, async (row, tx) => {
    const links = { ...row.links };
    for (const [name, value] of changes) {
      if (value) links[name] = value;
      else delete links[name];
    }
    await tx
      .update(students)
      .set({ links, ...touch() })
      .where(eq(students.userId, userId));
  });
  return fullStudentProfile(app, userId);
}
