import { answers, assessments, attempts, questions, topics, users } from '@placement/db';
import type { FastifyInstance } from 'fastify';
import { defaultConfig } from '../services/attempts/bundle';

export interface SeededCode {
  name: string;
  code: string;
  language?: string;
}

/**
 * A published linear assessment of one coding question (Python starter code and a reference solution) and, per
 * entry of `codes`, a student of the college with an ended attempt whose final answer is that code.
 */
export async function seedCodingAssessment(
  app: FastifyInstance,
  collegeId: string,
  options: { starter: string; reference: string; codes: SeededCode[]; endDate?: Date | null },
) {
  const { db } = app.deps;
  const [topic] = await db
    .insert(topics)
    .values({ collegeId, heading: 'Similarity coding', description: '', type: 'compiler' })
    .returning();
  const [question] = await db
    .insert(questions)
    .values({
      topicId: topic!.id,
      type: 'compiler',
      level: 'L1',
      duration: 15,
      body: {
        codeQuestion: '<p>Print the <b>largest</b> value and how often it occurs.</p>',
        code: { Python: { defaultCode: options.starter } },
        testcases: [{ input: '3\n1 3 3\n', expectedOutput: '3 2\n', isHidden: false }],
        timeLimitMs: 2000,
        memoryLimitMb: 256,
        referenceSolution: { language: 'Python', code: options.reference },
      },
    })
    .returning();
  const startDate = new Date(Date.now() - 3 * 60 * 60_000);
  const [assessment] = await db
    .insert(assessments)
    .values({
      collegeId,
      name: `Similarity ${Math.random()}`,
      isAdaptive: false,
      totalTime: 30,
      startDate,
      endDate: options.endDate ?? null,
      config: defaultConfig,
      plan: [{ topicId: topic!.id, questionIds: [question!.id] }],
      status: 'published',
      publishedAt: startDate,
    })
    .returning();
  const attemptOf = new Map<string, string>();
  for (const [i, entry] of options.codes.entries()) {
    const [student] = await db
      .insert(users)
      .values({
        role: 'student',
        email: `similarity-${i}-${Math.random().toString(36).slice(2)}@demo.test`,
        firstName: entry.name,
        collegeId,
      })
      .returning();
    const [attempt] = await db
      .insert(attempts)
      .values({
        assessmentId: assessment!.id,
        studentId: student!.id,
        number: 1,
        status: 'graded',
        flow: { flow: 'linear', queue: [], history: [] },
        seed: 'seed',
        startedAt: startDate,
        deadlineAt: new Date(startDate.getTime() + 30 * 60_000),
        endedAt: new Date(startDate.getTime() + 20 * 60_000),
      })
      .returning();
    await db.insert(answers).values({
      attemptId: attempt!.id,
      questionId: question!.id,
      topicId: topic!.id,
      response: { answerCode: entry.code, codeLanguage: entry.language ?? 'Python' },
      grade: { status: 'graded', marks: 1, maxMarks: 1, correct: true, empty: false },
      answeredAt: new Date(startDate.getTime() + 19 * 60_000),
    });
    attemptOf.set(entry.name, attempt!.id);
  }
  return { assessmentId: assessment!.id, questionId: question!.id, attemptOf };
}
