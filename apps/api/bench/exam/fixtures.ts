import { randomBytes } from 'node:crypto';
import {
  assessments,
  type Db,
  invitations,
  newId,
  questions,
  sessions,
  students,
  topics,
  users,
} from '@placement/db';
import { eq } from 'drizzle-orm';
import { DEMO_LINEAR } from '../../src/demo/assessments';
import { seedDemo } from '../../src/demo/seed';
import { createJwt } from '../../src/lib/jwt';
import { hashPassword } from '../../src/lib/passwords';

export interface ExamFixture {
  assessmentId: string;
  /** the coding question of the demo screening test, for the share of students who compile */
  codingTestId: string;
  codingQuestionId: string;
  keys: Map<string, number>;
  students: { id: string; token: string }[];
  /** the demo college's staff member, who watches the live board */
  staffToken: string;
}

const chunk = <T>(list: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/**
 * N students of Demo College with live sessions, invited to a linear mcq assessment long enough to keep
 * them answering for the whole run. Sessions are written directly: N argon2 logins would only measure argon2.
 */
export async function prepareExam(
  db: Db,
  jwtSecret: string,
  count: number,
  questionCount: number,
  minutes: number,
  options: { cameraRequired?: boolean } = {},
): Promise<ExamFixture> {
  const { collegeId } = await seedDemo(db);
  const topicId = newId();
  await db
    .insert(topics)
    .values({ id: topicId, collegeId, heading: 'Bench aptitude', description: 'Load test', type: 'mcq' });
  const keys = new Map<string, number>();
  const questionRows = Array.from({ length: questionCount }, (_, i) => {
    const id = newId();
    keys.set(id, i % 4);
    return {
      id,
      topicId,
      type: 'mcq' as const,
      level: 'L1' as const,
      duration: 30,
      body: { Title: `<p>Bench question ${i + 1}</p>`, Options: ['A', 'B', 'C', 'D'], answer: i % 4 },
    };
  });
  await db.insert(questions).values(questionRows);
  const now = new Date();
  const assessmentId = newId();
  await db.insert(assessments).values({
    id: assessmentId,
    collegeId,
    name: `Exam day bench ${now.toISOString()}`,
    isAdaptive: false,
    totalTime: Math.ceil(minutes) + 30,
    startDate: new Date(now.getTime() - 60_000),
    endDate: new Date(now.getTime() + 86_400_000),
    totalAttempts: 1,
    config: {
      instructions: [],
      isCameraRequired: options.cameraRequired ?? false,
      maxTabSwitches: 5,
      maxAudioLimitExceedCount: 10,
      maxCameraSwitches: 5,
      faceEventPolicy: 'flag',
      maxFaceEvents: 5,
      fullscreenExitPolicy: 'end',
      connectionLossPolicy: 'end',
      connectionPauseCapMinutes: 15,
      maxAddedMinutes: 60,
      invigilatorMaxAddedMinutes: 15,
      enableRandomShuffling: false,
      resultPolicy: 'auto',
    },
    plan: [{ topicId, questionIds: questionRows.map((q) => q.id) }],
    status: 'published',
    publishedAt: now,
  });
  const [demo] = await db.select().from(assessments).where(eq(assessments.name, DEMO_LINEAR));
  const codingQuestionId = demo?.plan.at(-1)?.questionIds[0] ?? '';

  const passwordHash = await hashPassword(`Bench@${randomBytes(4).toString('hex')}`);
  const jwt = createJwt(jwtSecret);
  const expiresAt = new Date(now.getTime() + 86_400_000);
  const list: { id: string; token: string }[] = [];
  const tag = randomBytes(3).toString('hex');
  for (const ids of chunk(
    Array.from({ length: count }, () => newId()),
    1000,
  )) {
    await db.insert(users).values(
      ids.map((id, i) => ({
        id,
        role: 'student' as const,
        email: `bench-${tag}-${id}-${i}@load.test`,
        passwordHash,
        firstName: 'Bench',
        collegeId,
      })),
    );
    await db.insert(students).values(ids.map((userId) => ({ userId, batch: 'bench' })));
    await db
      .insert(invitations)
      .values(
        ids.flatMap((studentId) => [
          { assessmentId, studentId },
          ...(demo ? [{ assessmentId: demo.id, studentId }] : []),
        ]),
      );
    const sessionRows = ids.map((userId) => ({
      id: newId(),
      userId,
      stage: 'full' as const,
      ip: '127.0.0.1',
      device: 'bench',
      expiresAt,
    }));
    await db.insert(sessions).values(sessionRows);
    for (const row of sessionRows) {
      list.push({
        id: row.userId,
        token: await jwt.sign({ sid: row.id, sub: row.userId, role: 'student' }, expiresAt),
      });
    }
  }
  const [staff] = await db.select().from(users).where(eq(users.email, 'college@demo.test'));
  if (!staff) throw new Error('the demo college has no staff member');
  const staffSession = {
    id: newId(),
    userId: staff.id,
    stage: 'full' as const,
    ip: '127.0.0.1',
    device: 'bench',
    expiresAt,
  };
  await db.insert(sessions).values(staffSession);
  const staffToken = await jwt.sign({ sid: staffSession.id, sub: staff.id, role: 'college' }, expiresAt);
  return { assessmentId, codingTestId: demo?.id ?? '', codingQuestionId, keys, students: list, staffToken };
}
