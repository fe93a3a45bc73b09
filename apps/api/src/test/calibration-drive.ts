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
import { answers as answersFrom, DEFAULT_PROCTORING_CONFIG, normals, seededRandom } from '@placement/domain';

const CHUNK = 500;

export interface CalibrationDrive {
  topicIds: string[];
  /** the true difficulties the answers were drawn from, by question id */
  difficulty: Map<string, number>;
  /** questions answered by only `pilotResponses` people */
  pilotIds: string[];
}

/**
 * Past drives of a college for calibration: two mcq topics of `perTopic` questions each (every key is option
 * 0) with difficulties evenly spread over [−2, 2], and one more question per topic that few people answered.
 * With `essays`, a third topic of essays a person graded with full marks or none. `persons` ended attempts of a
 * published linear test answer every question, right with the Rasch model's probability for an ability drawn
 * from N(0, 1). Written directly, as the test screen would have stored them. `headings` names the two mcq topics.
 */
export async function seedCalibrationDrive(
  db: Db,
  collegeId: string,
  {
    persons = 250,
    perTopic = 12,
    pilotResponses = 20,
    essays = 0,
    headings = ['Arithmetic', 'Reasoning'] as [string, string],
  } = {},
): Promise<CalibrationDrive> {
  const topicIds = [newId(), newId()];
  await db.insert(topics).values(
    topicIds.map((id, t) => ({
      id,
      collegeId,
      heading: headings[t]!,
      description: '',
      type: 'mcq' as const,
    })),
  );
  const essayTopicId = newId();
  if (essays > 0) {
    await db
      .insert(topics)
      .values({ id: essayTopicId, collegeId, heading: 'Writing', description: '', type: 'essay' });
  }
  const difficulty = new Map<string, number>();
  const rows: { id: string; topicId: string; title: string }[] = [];
  const pilotIds: string[] = [];
  for (const [t, topicId] of topicIds.entries()) {
    for (let i = 0; i < perTopic; i++) {
      const id = newId();
      difficulty.set(id, -2 + (4 * (i * 2 + t)) / (2 * perTopic - 1));
      rows.push({ id, topicId, title: `Question ${t + 1}.${i + 1}` });
    }
    const pilot = newId();
    pilotIds.push(pilot);
    difficulty.set(pilot, 0);
    rows.push({ id: pilot, topicId, title: `New question ${t + 1}` });
  }
  await db.insert(questions).values(
    rows.map(({ id, topicId, title }) => ({
      id,
      topicId,
      type: 'mcq' as const,
      level: 'L1' as const,
      duration: 1,
      body: { Title: `<p>${title}</p>`, Options: ['A', 'B', 'C', 'D'], answer: 0 },
    })),
  );
  // essays a person graded: full marks or none
  const essayIds = Array.from({ length: essays }, () => newId());
  for (const [i, id] of essayIds.entries()) {
    difficulty.set(id, -1 + (2 * i) / Math.max(1, essays - 1));
    rows.push({ id, topicId: essayTopicId, title: `Essay ${i + 1}` });
  }
  if (essays > 0) {
    await db.insert(questions).values(
      essayIds.map((id, i) => ({
        id,
        topicId: essayTopicId,
        type: 'essay' as const,
        level: 'L1' as const,
        duration: 5,
        body: { Title: `<p>Essay ${i + 1}</p>`, essayType: 'short' },
      })),
    );
    topicIds.push(essayTopicId);
  }

  const assessmentId = newId();
  const now = new Date();
  await db.insert(assessments).values({
    id: assessmentId,
    collegeId,
    name: 'Last year’s drive',
    isAdaptive: false,
    totalTime: 60,
    startDate: new Date(now.getTime() - 2 * 86_400_000),
    endDate: new Date(now.getTime() - 86_400_000),
    totalAttempts: persons,
    config: {
      instructions: [],
      ...DEFAULT_PROCTORING_CONFIG,
      enableRandomShuffling: false,
      resultPolicy: 'auto',
    },
    plan: topicIds.map((topicId) => ({
      topicId,
      questionIds: rows.filter((row) => row.topicId === topicId).map((row) => row.id),
    })),
    status: 'published',
    publishedAt: now,
  });
  // one past candidate sat it `persons` times: each attempt is a person to the calibration
  const studentId = newId();
  await db.insert(users).values({
    id: studentId,
    role: 'student',
    email: `calibration-${assessmentId.slice(0, 6)}@demo.test`,
    firstName: 'Past candidate',
    collegeId,
  });
  await db.insert(invitations).values({ assessmentId, studentId });
  const thetas = normals(persons, `${assessmentId}/thetas`);
  const random = seededRandom(`calibration-drive/${persons}`);
  const attemptRows = thetas.map((_, p) => ({
    id: newId(),
    assessmentId,
    studentId,
    number: p + 1,
    status: 'graded' as const,
    flow: { history: [] } as never,
    seed: 'calibration',
    startedAt: now,
    deadlineAt: now,
    endedAt: now,
    endType: 'manual',
  }));
  for (let i = 0; i < attemptRows.length; i += CHUNK) {
    await db.insert(attempts).values(attemptRows.slice(i, i + CHUNK));
  }
  const answerRows = attemptRows.flatMap((attempt, p) =>
    rows
      .filter((row) => !pilotIds.includes(row.id) || p < pilotResponses)
      .map((row) => {
        const right = answersFrom(thetas[p]!, { a: 1, b: difficulty.get(row.id)! }, random);
        return {
          attemptId: attempt.id,
          questionId: row.id,
          topicId: row.topicId,
          response: essayIds.includes(row.id) ? 'An answer' : right ? 0 : 1,
          grade: {
            status: 'graded' as const,
            marks: right ? 1 : 0,
            maxMarks: 1,
            correct: right,
            empty: false,
          },
          answeredAt: now,
        };
      }),
  );
  for (let i = 0; i < answerRows.length; i += CHUNK) {
    await db.insert(answers).values(answerRows.slice(i, i + CHUNK));
  }
  return { topicIds, difficulty, pilotIds };
}
