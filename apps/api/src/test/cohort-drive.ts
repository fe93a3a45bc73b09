import { assessments, attempts, type Db, jobApplications, jobs, newId, topics, users } from '@placement/db';
import { DEFAULT_PROCTORING_CONFIG } from '@placement/domain';

/** The drive's two tests: their topics (heading, maximum marks); Aptitude is in both. */
const TESTS = {
  aptitude: {
    name: 'Aptitude Round',
    topics: [
      ['Aptitude', 10],
      ['Verbal', 10],
    ],
    resultPolicy: 'auto',
  },
  // its results not published: a recruiter never sees them
  coding: {
    name: 'Coding Round',
    topics: [
      ['Coding', 20],
      ['Aptitude', 10],
    ],
    resultPolicy: 'manual',
  },
} as const;

type Marks = readonly number[] | 'awaiting' | null;
/**
 * Who scored what, per test in topic order (null: not taken; 'awaiting': an essay waits for marks). Overall:
 * Asha 85.83, Chitra 70 and Dev 70 (equal second), Esha 66.67, Bala 62.5; Farid only waits for marks.
 */
export const COHORT_PEOPLE: { name: string; aptitude: Marks; coding: Marks; seconds: number }[] = [
  { name: 'Asha Rao', aptitude: [9, 8], coding: [18, 8], seconds: 1500 },
  { name: 'Bala Iyer', aptitude: [6, 9], coding: [10, 5], seconds: 1800 },
  { name: 'Chitra Nair', aptitude: [8, 6], coding: null, seconds: 1200 },
  { name: 'Dev Shah', aptitude: [7, 7], coding: [16, 5], seconds: 2100 },
  { name: 'Esha Das', aptitude: 'awaiting', coding: [14, 6], seconds: 900 },
  { name: 'Farid Khan', aptitude: 'awaiting', coding: null, seconds: 600 },
];

/**
 * A finished two-test drive for the cohort view, written directly as the test screen would have left it: the
 * college's students above with one ended attempt per test taken, and Bala's better second attempt at the
 * aptitude round. With `companyId`, a closed job of that company that Asha, Dev and
 * Esha applied to.
 */
export async function seedCohortDrive(db: Db, collegeId: string, tag: string, companyId?: string) {
  const now = new Date();
  const tests = {} as Record<keyof typeof TESTS, { id: string; topicIds: string[] }>;
  for (const [key, spec] of Object.entries(TESTS) as [
    keyof typeof TESTS,
    (typeof TESTS)[keyof typeof TESTS],
  ][]) {
    const topicIds = spec.topics.map(() => newId());
    await db
      .insert(topics)
      .values(
        spec.topics.map(([heading], i) => ({ id: topicIds[i]!, collegeId, heading, type: 'mcq' as const })),
      );
    const id = newId();
    await db.insert(assessments).values({
      id,
      collegeId,
      name: `${tag} ${spec.name}`,
      isAdaptive: false,
      totalTime: 60,
      startDate: new Date(now.getTime() - 86_400_000),
      totalAttempts: 2,
      config: {
        instructions: [],
        ...DEFAULT_PROCTORING_CONFIG,
        enableRandomShuffling: false,
        resultPolicy: spec.resultPolicy,
      },
      plan: topicIds.map((topicId) => ({ topicId, questionIds: [] })),
      status: 'published',
      publishedAt: now,
    });
    tests[key] = { id, topicIds };
  }

  const slug = tag.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const students: Record<string, string> = {};
  const attemptOf = (
    studentId: string,
    key: keyof typeof TESTS,
    marks: Marks,
    seconds: number,
    number = 1,
  ) => {
    if (marks === null) return [];
    const maxima = TESTS[key].topics.map(([, max]) => max as number);
    const got = marks === 'awaiting' ? maxima.map(() => 0) : marks;
    const score = got.reduce((s, m) => s + m, 0);
    const maxScore = maxima.reduce((s, m) => s + m, 0);
    return [
      {
        id: newId(),
        assessmentId: tests[key].id,
        studentId,
        number,
        status: marks === 'awaiting' ? ('awaiting_grading' as const) : ('graded' as const),
        flow: { history: [] } as never,
        seed: 'cohort',
        startedAt: now,
        deadlineAt: now,
        endedAt: now,
        timeTaken: seconds,
        score,
        maxScore,
        percentage: Math.round((score / maxScore) * 10000) / 100,
        result: {
          perTopic: tests[key].topicIds.map((topicId, i) => ({
            topicId,
            score: got[i]!,
            maxScore: maxima[i]!,
            correct: 0,
            wrong: 0,
            skipped: 0,
            pending: marks === 'awaiting' ? 1 : 0,
          })),
          pending: marks === 'awaiting' ? 1 : 0,
        },
      },
    ];
  };
  for (const person of COHORT_PEOPLE) {
    const [first, last] = person.name.split(' ');
    const id = newId();
    students[person.name] = id;
    await db.insert(users).values({
      id,
      role: 'student',
      email: `${slug}-${first!.toLowerCase()}@demo.test`,
      firstName: first!,
      lastName: last!,
      collegeId,
    });
    const rows = [
      ...attemptOf(id, 'aptitude', person.aptitude, person.seconds),
      ...attemptOf(id, 'coding', person.coding, person.seconds + 300),
    ];
    if (person.name.startsWith('Bala')) rows.push(...attemptOf(id, 'aptitude', [10, 9], 1000, 2));
    await db.insert(attempts).values(rows);
  }

  let jobId: string | undefined;
  if (companyId) {
    jobId = newId();
    await db.insert(jobs).values({
      id: jobId,
      companyId,
      title: `${tag} Graduate Engineer`,
      workplaceType: 'onsite',
      employmentType: 'full-time',
      // applications closed, the company choosing: no student's job list changes
      status: 'closed',
    });
    await db
      .insert(jobApplications)
      .values(
        ['Asha Rao', 'Dev Shah', 'Esha Das'].map((name) => ({ jobId: jobId!, studentId: students[name]! })),
      );
  }
  return { aptitudeId: tests.aptitude.id, codingId: tests.coding.id, students, jobId };
}
