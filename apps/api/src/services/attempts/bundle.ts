import { type AssessmentConfig, assessments, questions, topics } from '@placement/db';
import { DEFAULT_PROCTORING_CONFIG, type Plan, type Question } from '@placement/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export type AssessmentRow = typeof assessments.$inferSelect;
export type TopicRow = typeof topics.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;

/** An assessment with everything needed to run an attempt: its topics, its questions and its flow plan. */
export interface Bundle {
  assessment: AssessmentRow;
  topics: TopicRow[];
  questions: Map<string, Question>;
  /** the topic each question belongs to */
  topicOf: Map<string, TopicRow>;
  plan: Plan;
  totalQuestions: number;
}

export const defaultConfig: AssessmentConfig = {
  instructions: [],
  ...DEFAULT_PROCTORING_CONFIG,
  enableRandomShuffling: false,
  resultPolicy: 'auto',
};

export const configOf = (assessment: AssessmentRow): AssessmentConfig => ({
  ...defaultConfig,
  ...assessment.config,
});

/** The settings a student's test page acts on: an allow-list, so staff-only settings stay out of the reply. */
export function studentConfigOf(assessment: AssessmentRow) {
  const config = configOf(assessment);
  return {
    instructions: config.instructions,
    isCameraRequired: config.isCameraRequired,
    maxTabSwitches: config.maxTabSwitches,
    maxAudioLimitExceedCount: config.maxAudioLimitExceedCount,
    maxCameraSwitches: config.maxCameraSwitches,
    faceEventPolicy: config.faceEventPolicy,
    maxFaceEvents: config.maxFaceEvents,
    fullscreenExitPolicy: config.fullscreenExitPolicy,
    connectionLossPolicy: config.connectionLossPolicy,
    connectionPauseCapMinutes: config.connectionPauseCapMinutes,
  };
}

/** A stored question as the domain's question types see it. */
export const toDomainQuestion = (row: QuestionRow): Question =>
  ({
    ...row.body,
    id: row.id,
    type: row.type,
    level: row.level,
    Duration: row.duration,
    ...(row.marks === null ? {} : { marks: row.marks }),
  }) as Question;

/**
 * Loads an assessment's bundle. A published one comes from the per-process cache (plugins/bundle-cache.ts),
 * which drops it as soon as the database says one of its rows changed.
 */
export async function loadBundle(app: FastifyInstance, assessmentId: string): Promise<Bundle | null> {
  const cache = app.bundleCache;
  return cache ? cache.get(assessmentId, () => readBundle(app, assessmentId)) : readBundle(app, assessmentId);
}

/** Forgets a bundle at once on this process, before the change notice arrives. */
export function forgetBundle(app: FastifyInstance, assessmentId: string): void {
  app.bundleCache?.forget(assessmentId);
}

async function readBundle(app: FastifyInstance, assessmentId: string): Promise<Bundle | null> {
  const { db } = app.deps;
  const [assessment] = await db.select().from(assessments).where(eq(assessments.id, assessmentId));
  if (!assessment) return null;
  const topicIds = assessment.plan.map((entry) => entry.topicId);
  const questionIds = assessment.plan.flatMap((entry) => entry.questionIds);
  const topicRows = topicIds.length ? await db.select().from(topics).where(inArray(topics.id, topicIds)) : [];
  const questionRows = questionIds.length
    ? await db.select().from(questions).where(inArray(questions.id, questionIds))
    : [];
  const topicById = new Map(topicRows.map((t) => [t.id, t]));
  const questionById = new Map(questionRows.map((q) => [q.id, q]));

  const orderedTopics: TopicRow[] = [];
  const topicOf = new Map<string, TopicRow>();
  const domainQuestions = new Map<string, Question>();
  const plan: Plan = { topics: [], shuffle: configOf(assessment).enableRandomShuffling };
  for (const entry of assessment.plan) {
    const topic = topicById.get(entry.topicId);
    if (!topic) continue;
    orderedTopics.push(topic);
    const rows = entry.questionIds.map((id) => questionById.get(id)).filter((q): q is QuestionRow => !!q);
    for (const row of rows) {
      domainQuestions.set(row.id, toDomainQuestion(row));
      topicOf.set(row.id, topic);
    }
    plan.topics.push({
      topicId: topic.id,
      heading: topic.heading,
      type: topic.type,
      questions: rows.map((row) => ({ id: row.id, level: row.level })),
      ...(assessment.isAdaptive
        ? {
            totalL1Question: entry.totalL1Question,
            totalL2Question: entry.totalL2Question,
            totalL3Question: entry.totalL3Question,
          }
        : {}),
    });
  }
  const totalQuestions = assessment.isAdaptive
    ? plan.topics.reduce(
        (sum, t) =>
          sum +
          (['L1', 'L2', 'L3'] as const).reduce((levelSum, level) => {
            const available = t.questions.filter((q) => q.level === level).length;
            const configured = t[`total${level}Question` as const];
            return levelSum + Math.min(available, configured ?? available);
          }, 0),
        0,
      )
    : plan.topics.reduce((sum, t) => sum + t.questions.length, 0);
  const bundle: Bundle = {
    assessment,
    topics: orderedTopics,
    questions: domainQuestions,
    topicOf,
    plan,
    totalQuestions,
  };
  return bundle;
}
