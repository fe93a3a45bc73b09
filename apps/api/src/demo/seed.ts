import {
  assessments,
  colleges,
  companies,
  type Db,
  invigilatorAssignments,
  students,
  userFiles,
  users,
} from '@placement/db';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords';
import type { Storage } from '../lib/storage';
import { seedDemoAssessments } from './assessments';
import { seedPortalDemo } from './portal';
import { storeDemoVideo } from './video';

export const demoLogins = [
  {
    role: 'student',
    email: 'student@demo.test',
    password: 'Student@123',
    firstName: 'Asha',
    lastName: 'Verma',
    college: true,
  },
  {
    role: 'student',
    email: 'student2@demo.test',
    password: 'Student@123',
    firstName: 'Rahul',
    lastName: 'Nair',
    college: true,
  },
  {
    role: 'student',
    email: 'free@demo.test',
    password: 'Student@123',
    firstName: 'Meera',
    lastName: 'Iyer',
    college: false,
  },
  {
    role: 'college',
    email: 'college@demo.test',
    password: 'College@123',
    firstName: 'Priya',
    lastName: 'Sharma',
    college: true,
  },
  {
    role: 'invigilator',
    email: 'invigilator@demo.test',
    password: 'Invigilator@123',
    firstName: 'Vikram',
    lastName: 'Rao',
    college: true,
  },
  {
    role: 'company',
    email: 'company@demo.test',
    password: 'Company@123',
    firstName: 'Karan',
    lastName: 'Mehta',
    college: false,
  },
  {
    role: 'admin',
    email: 'admin@demo.test',
    password: 'Admin@1234',
    firstName: 'Admin',
    lastName: '',
    college: false,
  },
] as const;

export const DEMO_COLLEGE = 'Demo College';

/**
 * Seeds the demo on an empty database; returns the Demo College id (existing or new). With `storage`, the
 * demo video question gets its clip (benchmarks leave it out and their video question has none).
 */
export async function seedDemo(db: Db, storage?: Storage): Promise<{ collegeId: string; seeded: boolean }> {
  const [existing] = await db
    .select({ id: colleges.id })
    .from(colleges)
    .where(eq(colleges.name, DEMO_COLLEGE));
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (existing || count > 0) return { collegeId: existing?.id ?? '', seeded: false };

  const clip = storage ? await storeDemoVideo(storage) : null;
  return db.transaction(async (tx) => {
    const [college] = await tx.insert(colleges).values({ name: DEMO_COLLEGE }).returning();
    const [company] = await tx
      .insert(companies)
      .values({
        name: 'Acme Software',
        details: {
          basic: { companyName: 'Acme Software', website: 'https://acme.example', sector: 'Software' },
        },
      })
      .returning();
    if (!college || !company) throw new Error('demo seed failed');
    const collegeStudents: string[] = [];
    let staffId: string | null = null;
    let invigilatorId: string | null = null;
    for (const login of demoLogins) {
      const [user] = await tx
        .insert(users)
        .values({
          role: login.role,
          email: login.email,
          passwordHash: await hashPassword(login.password),
          firstName: login.firstName,
          lastName: login.lastName,
          phoneNumber: login.role === 'student' ? '+91 98765 43210' : null,
          collegeId: login.college ? college.id : null,
          companyId: login.role === 'company' ? company.id : null,
        })
        .returning();
      if (user && login.role === 'student') {
        await tx.insert(students).values({ userId: user.id, batch: '2027', internx: !login.college });
        if (login.college) collegeStudents.push(user.id);
      }
      if (user && login.role === 'college') staffId = user.id;
      if (user && login.role === 'invigilator') invigilatorId = user.id;
    }
    let videoFile = '';
    if (clip && staffId) {
      const { storageKey, name, contentType, size } = clip;
      const [file] = await tx
        .insert(userFiles)
        .values({ ownerId: staffId, kind: 'video', storageKey, name, contentType, size, usedAt: new Date() })
        .returning({ id: userFiles.id });
      // fileUrl of services/uploads/uploads, not imported: the e2e seed script type-checks without Fastify's plugins
      if (file) videoFile = `/api/files/${file.id}`;
    }
    await seedDemoAssessments(tx, { collegeId: college.id, staffId, studentIds: collegeStudents, videoFile });
    // the demo invigilator supervises every demo test, for all its students
    if (invigilatorId) {
      const tests = await tx
        .select({ id: assessments.id })
        .from(assessments)
        .where(eq(assessments.collegeId, college.id));
      if (tests.length > 0) {
        await tx
          .insert(invigilatorAssignments)
          .values(tests.map((t) => ({ assessmentId: t.id, invigilatorId: invigilatorId as string })));
      }
    }
    // student portal demo: jobs, a second company, today's drive slots, a welcome mail
    await seedPortalDemo(tx, { collegeId: college.id, companyId: company.id });
    return { collegeId: college.id, seeded: true };
  });
}
