import {
  answers,
  assessments,
  attempts,
  type Db,
  invitations,
  newId,
  questions,
  topics,
  users,
} from '@placement/db';
import { DEFAULT_PROCTORING_CONFIG } from '@placement/domain';

/** The stored keys of the drive's five multiple-choice questions: question 3's (option 1) is wrong. */
export const DRIVE_KEYS = [0, 1, 1, 3, 2];
/**
 * What nine students chose, strongest first; the stronger ones choose option 2 in question 3. Their totals by the
 * stored keys are 4, 4, 4 | 3, 3, 3 | 2, 1, 1, so the thirds do not depend on how ties are ordered.
 */
export const DRIVE_CHOICES: (number | null)[][] = [
  [0, 1, 2, 3, 2],
  [0, 1, 2, 3, 2],
  [0, 1, 2, 3, 2],
  [0, 1, 2, 0, 2],
  [0, 0, 1, 3, 0],
  [0, 1, 1, 0, 1],
  [0, 2, 1, 0, 0],
  [0, 0, 0, null, 0],
  [1, 2, 1, null, 3],
];

/**
 * A finished drive for item analysis: one mcq topic of five questions with a deliberately wrong key, nine
 * students of the college who each ended one graded attempt. Written directly (the answers' grades as the
 * mcq type gives them), since the analysis only reads what the test screen would have stored.
 */
export async function seedItemAnalysisDrive(db: Db, collegeId: string, name: string) {
  const topicId = newId();
  await db
    .insert(topics)
    .values({ id: topicId, collegeId, heading: 'Aptitude', description: '', type: 'mcq' });
  const questionIds = DRIVE_KEYS.map(() => newId());
  await db.insert(questions).values(
    DRIVE_KEYS.map((key, i) => ({
      id: questionIds[i]!,
      topicId,
      type: 'mcq' as const,
      level: 'L1' as const,
      duration: 1,
      body: { Title: `<p>Question <b>${i + 1}</b></p>`, Options: ['A', 'B', 'C', 'D'], answer: key },
    })),
  );
  const assessmentId = newId();
  const now = new Date();
  await db.insert(assessments).values({
    id: assessmentId,
    collegeId,
    name,
    isAdaptive: false,
    totalTime: 30,
    startDate: new Date(now.getTime() - 86_400_000),
    totalAttempts: 2,
    config: {
      instructions: [],
      ...DEFAULT_PROCTORING_CONFIG,
      enableRandomShuffling: false,
      resultPolicy: 'auto',
    },
    plan: [{ topicId, questionIds }],
    status: 'published',
    publishedAt: now,
  });
  const tag = newId().slice(0, 6);
  const studentIds: string[] = [];
  for (const [s, choices] of DRIVE_CHOICES.entries()) {
    const studentId = newId();
    studentIds.push(studentId);
    await db.insert(users).values({
      id: studentId,
      role: 'student',
      email: `drive-${tag}-${s}@demo.test`,
      firstName: `Candidate ${s + 1}`,
      collegeId,
    });
    await db.insert(invitations).values({ assessmentId, studentId });
    const attemptId = newId();
    const score = choices.filter((choice, q) => choice === DRIVE_KEYS[q]).length;
    await db.insert(attempts).values({
      id: attemptId,
      assessmentId,
      studentId,
      number: 1,
      status: 'graded',
      flow: { history: [] } as never,
      seed: 'drive',
      startedAt: now,
      deadlineAt: now,
      endedAt: now,
      endType: 'manual',
      timeTaken: 600,
      // as the scorer leaves a graded attempt: every question is worth a mark
      score,
      maxScore: DRIVE_KEYS.length,
      percentage: (100 * score) / DRIVE_KEYS.length,
      result: {
        pending: 0,
        perTopic: [
          {
            topicId,
            score,
            maxScore: DRIVE_KEYS.length,
            correct: score,
            wrong: choices.filter((c, q) => c !== null && c !== DRIVE_KEYS[q]).length,
            skipped: choices.filter((c) => c === null).length,
            pending: 0,
          },
        ],
      },
    });
    await db.insert(answers).values(
      choices.map((choice, q) => ({
        attemptId,
        questionId: questionIds[q]!,
        topicId,
        response: choice ?? -1,
        grade: {
          status: 'graded' as const,
          marks: choice === DRIVE_KEYS[q] ? 1 : 0,
          maxMarks: 1,
          correct: choice === DRIVE_KEYS[q],
          empty: choice === null,
        },
        answeredAt: now,
      })),
    );
  }
  return { assessmentId, questionIds, studentIds };
}
