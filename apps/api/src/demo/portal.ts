import {
  companies,
  type Db,
  driveAssignments,
  jobs,
  mailboxEntries,
  mails,
  newId,
  users,
} from '@placement/db';
import { and, eq, inArray } from 'drizzle-orm';
import { kolkataDate } from '../services/student/attendance';

const DAY = 86_400_000;

/**
 * The student portal's part of the demo: jobs at the demo company and a second one, today's and tomorrow's drive slots for
 * the demo student, and a welcome mail from the college. Runs inside seedDemo's transaction.
 */
export async function seedPortalDemo(
  db: Pick<Db, 'insert' | 'select' | 'update'>,
  ids: { collegeId: string; companyId: string },
): Promise<{ secondCompanyId: string }> {
  const now = Date.now();
  const inDays = (days: number) => new Date(now + days * DAY);
  await db
    .update(companies)
    .set({
      details: {
        basic: { companyName: 'Acme Software', website: 'https://acme.example', sector: 'Software' },
        about: 'Acme builds developer tools used by teams across India.',
      },
    })
    .where(eq(companies.id, ids.companyId));
  const [globex] = await db
    .insert(companies)
    .values({
      name: 'Globex Analytics',
      details: {
        basic: { companyName: 'Globex Analytics', website: 'https://globex.example', sector: 'Analytics' },
        about: 'Globex turns retail data into forecasts.',
      },
    })
    .returning({ id: companies.id });
  if (!globex) throw new Error('demo seed failed: second company');

  const job = (companyId: string, daysAgo: number, fields: Omit<typeof jobs.$inferInsert, 'companyId'>) => ({
    companyId,
    createdAt: inDays(-daysAgo),
    ...fields,
  });
  await db.insert(jobs).values([
    job(ids.companyId, 1, {
      title: 'Software Engineer',
      location: 'Bengaluru',
      workplaceType: 'hybrid',
      employmentType: 'full-time',
      seniority: 'Entry level',
      experienceMin: 0,
      experienceMax: 2,
      salaryMin: 8,
      salaryMax: 12,
      closeBy: inDays(30),
      roleOverview: 'Build and ship features across our TypeScript services.',
      duties: ['Write and review code', 'Own features end to end', 'Keep services healthy'],
      skills: ['TypeScript', 'SQL'],
      eligibleBatches: ['2026', '2027'],
    }),
    job(ids.companyId, 2, {
      title: 'Frontend Developer Intern',
      location: 'Remote',
      workplaceType: 'remote',
      employmentType: 'internship',
      seniority: 'Intern',
      salaryMin: 3,
      salaryMax: 4,
      closeBy: inDays(14),
      roleOverview: 'Six months on our React design system.',
      duties: ['Build accessible components', 'Write tests'],
      skills: ['React', 'CSS'],
      eligibleBatches: ['2027'],
      visibleToCollegeIds: [ids.collegeId],
    }),
    job(ids.companyId, 5, {
      title: 'Data Analyst',
      location: 'Pune',
      workplaceType: 'onsite',
      employmentType: 'full-time',
      seniority: 'Entry level',
      experienceMax: 1,
      salaryMin: 6,
      salaryMax: 9,
      roleOverview: 'Answer product questions with data.',
      duties: ['Build dashboards', 'Run experiments'],
      skills: ['SQL', 'Python'],
    }),
    job(ids.companyId, 40, {
      title: 'Site Reliability Engineer',
      location: 'Hyderabad',
      workplaceType: 'onsite',
      employmentType: 'full-time',
      seniority: 'Mid level',
      experienceMin: 2,
      experienceMax: 5,
      salaryMin: 14,
      salaryMax: 20,
      status: 'closed',
      roleOverview: 'Keep production fast and boring.',
    }),
    job(globex.id, 3, {
      title: 'Business Analyst',
      location: 'Mumbai',
      workplaceType: 'hybrid',
      employmentType: 'full-time',
      seniority: 'Entry level',
      salaryMin: 7,
      salaryMax: 10,
      closeBy: inDays(21),
      roleOverview: 'Work with retail clients on their forecasts.',
      duties: ['Gather requirements', 'Present findings'],
      skills: ['Excel', 'SQL'],
    }),
    job(globex.id, 4, {
      title: 'Machine Learning Intern',
      location: 'Remote',
      workplaceType: 'remote',
      employmentType: 'internship',
      seniority: 'Intern',
      salaryMin: 4,
      salaryMax: 5,
      roleOverview: 'Improve our demand forecasting models.',
      skills: ['Python', 'Machine Learning'],
    }),
  ]);

  const people = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.collegeId, ids.collegeId),
        inArray(users.email, ['student@demo.test', 'college@demo.test']),
      ),
    );
  const student = people.find((p) => p.role === 'student');
  const staff = people.find((p) => p.role === 'college');
  if (student) {
    // Today's and tomorrow's slots (the day in Asia/Kolkata), so the QR page has drive cards whichever side of
    // Kolkata's midnight a freshly seeded demo is opened.
    const days = [kolkataDate(), kolkataDate(new Date(Date.now() + 24 * 60 * 60 * 1000))];
    await db.insert(driveAssignments).values(
      days.flatMap((date) => [
        { studentId: student.id, companyId: ids.companyId, date, slot: 1 as const },
        { studentId: student.id, companyId: globex.id, date, slot: 3 as const },
      ]),
    );
  }
  if (student && staff) {
    const mailId = newId();
    const [mail] = await db
      .insert(mails)
      .values({
        id: mailId,
        threadId: mailId,
        senderId: staff.id,
        toUserIds: [student.id],
        subject: 'Welcome to the placement season',
        body: 'Hello Asha,\n\nDrives start this week. Check Jobs for openings and your QR code for today’s slots.\n\nPlacement cell',
        createdAt: inDays(-1),
      })
      .returning({ id: mails.id });
    if (mail) {
      await db.insert(mailboxEntries).values([
        { mailId: mail.id, ownerId: staff.id, folder: 'sent', seen: true, createdAt: inDays(-1) },
        { mailId: mail.id, ownerId: student.id, folder: 'received', createdAt: inDays(-1) },
      ]);
    }
  }
  return { secondCompanyId: globex.id };
}
