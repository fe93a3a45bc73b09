import { assessments, invitations, questions, users } from '@placement/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export async function assessmentNamed(app: FastifyInstance, name: string) {
  const [row] = await app.deps.db.select().from(assessments).where(eq(assessments.name, name));
  if (!row) throw new Error(`no assessment named ${name}`);
  return row;
}

export async function userId(app: FastifyInstance, email: string): Promise<string> {
  const [row] = await app.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A copy of an assessment with some fields changed, invited to the given students. */
export async function cloneAssessment(
  app: FastifyInstance,
  name: string,
  overrides: Partial<typeof assessments.$inferInsert>,
  invite: string[] = ['student@demo.test', 'student2@demo.test'],
) {
  const { id: _id, createdAt: _createdAt, ...source } = await assessmentNamed(app, name);
  const [copy] = await app.deps.db
    .insert(assessments)
    .values({ ...source, name: `${name} copy ${Math.random()}`, ...overrides })
    .returning();
  if (!copy) throw new Error('clone failed');
  for (const email of invite) {
    await app.deps.db
      .insert(invitations)
      .values({ assessmentId: copy.id, studentId: await userId(app, email) });
  }
  return copy;
}

/** The stored key of a question, for scripting right and wrong answers. */
export async function storedQuestion(app: FastifyInstance, id: string) {
  const [row] = await app.deps.db.select().from(questions).where(eq(questions.id, id));
  if (!row) throw new Error(`no question ${id}`);
  return row;
}

/** N students of the test's college ('cohort1'…, 'Cohort 1'…), all invited to it: a drive's cohort in two statements. */
export async function inviteCohort(
  app: FastifyInstance,
  test: { id: string; collegeId: string },
  size: number,
) {
  const { db } = app.deps;
  await db.execute(sql`
    insert into users (id, role, email, first_name, college_id)
    select 'cohort' || n, 'student', 'cohort' || n || '@demo.test', 'Cohort ' || n, ${test.collegeId}
    from generate_series(1, ${size}) n`);
  await db.execute(sql`
    insert into invitations (assessment_id, student_id)
    select ${test.id}, 'cohort' || n from generate_series(1, ${size}) n`);
}
