import type {
  CatRules,
  CodeVerdict,
  FlowState,
  Grade,
  QuestionTypeName,
  TestcaseVerdict,
  TopicScore,
} from '@placement/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, parentId } from './columns';
import { colleges } from './organisations';
import { users } from './users';

/** The question types of the domain's registry. */
export type TopicType = QuestionTypeName;
export type Level = 'L1' | 'L2' | 'L3';

export const categories = pgTable('categories', {
  id: id(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
});

/** A question-bank topic: private to a college, or shared by the platform when collegeId is null. */
export const topics = pgTable(
  'topics',
  {
    id: id(),
    collegeId: text('college_id').references(() => colleges.id, { onDelete: 'cascade' }),
    heading: text('heading').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').$type<TopicType>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('topics_college_idx').on(t.collegeId)],
);

/** A coding question's reference check, as the coding gate writes it. */
export interface QuestionVerification {
  status: 'passed' | 'failed';
  checkedAt: string;
  message: string;
  reference: { verdict: string; timeMs: number; memoryKb: number; error: string }[];
  wrongSolutions: { language: string; failed: number; total: number; ok: boolean }[];
}

/** A question; `body` is the type's stored shape (key included) as packages/domain defines it. */
export const questions = pgTable(
  'questions',
  {
    id: id(),
    topicId: parentId('topic_id', () => topics.id),
    type: text('type').$type<TopicType>().notNull(),
    level: text('level').$type<Level>().notNull(),
    duration: real('duration').notNull(),
    marks: real('marks'),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    /** a coding question's reference check: null until run; usable in a published test only when passed */
    verification: jsonb('verification').$type<QuestionVerification>(),
    createdAt: createdAt(),
    updatedAt: at('updated_at'),
  },
  (t) => [index('questions_topic_idx').on(t.topicId)],
);

export interface AssessmentConfig {
  instructions: { title: string; description: string }[];
  isCameraRequired: boolean;
  maxTabSwitches: number;
  maxAudioLimitExceedCount: number;
  maxCameraSwitches: number;
  /** absent in assessments saved before face checks: 'flag' (configOf fills the defaults in) */
  faceEventPolicy: 'flag' | 'limit';
  maxFaceEvents: number;
  /** absent in assessments saved before the choice: 'end' (configOf fills the defaults in) */
  fullscreenExitPolicy: 'end' | 'count';
  /** absent in assessments saved before the choice: 'end' (configOf fills the defaults in) */
  connectionLossPolicy: 'end' | 'pause';
  /** absent in assessments saved before the cap was the college's: 15 (configOf fills the defaults in) */
  connectionPauseCapMinutes: number;
  /** absent in assessments saved before the caps on added time: 60 and 15 (configOf fills the defaults in) */
  maxAddedMinutes: number;
  invigilatorMaxAddedMinutes: number;
  enableRandomShuffling: boolean;
  resultPolicy: 'auto' | 'manual';
  /** a calibrated adaptive test's stopping and exposure rules; DEFAULT_CAT_RULES where absent */
  cat?: Partial<Omit<CatRules, 'prior' | 'topicShares'>>;
}

/**
 * The order of questions: null in assessments saved before the calibrated flow, read from isAdaptive
 * (`flowNameOf`). A calibrated adaptive assessment also has isAdaptive true: the student sees it as adaptive.
 */
export type AssessmentFlow = 'linear' | 'adaptive' | 'calibrated-adaptive';

export interface AssessmentTopicPlan {
  topicId: string;
  questionIds: string[];
  totalL1Question?: number;
  totalL2Question?: number;
  totalL3Question?: number;
}

export const assessments = pgTable(
  'assessments',
  {
    id: id(),
    collegeId: parentId('college_id', () => colleges.id),
    createdBy: text('created_by').references(() => users.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    categoryId: text('category_id').references(() => categories.id),
    isAdaptive: boolean('is_adaptive').notNull(),
    flow: text('flow').$type<AssessmentFlow>(),
    isNegativeMarking: boolean('is_negative_marking').notNull().default(false),
    /** minutes */
    totalTime: integer('total_time').notNull(),
    startDate: at('start_date').notNull(),
    endDate: at('end_date'),
    totalAttempts: integer('total_attempts').notNull().default(1),
    config: jsonb('config').$type<AssessmentConfig>().notNull(),
    plan: jsonb('plan').$type<AssessmentTopicPlan[]>().notNull(),
    status: text('status').$type<'draft' | 'published'>().notNull().default('draft'),
    publishedAt: at('published_at'),
    resultsPublishedAt: at('results_published_at'),
    createdAt: createdAt(),
  },
  (t) => [index('assessments_college_idx').on(t.collegeId)],
);

export const invitations = pgTable(
  'invitations',
  {
    assessmentId: parentId('assessment_id', () => assessments.id),
    studentId: parentId('student_id', () => users.id),
    invitedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.assessmentId, t.studentId] }),
    index('invitations_student_idx').on(t.studentId),
  ],
);

/** An ended attempt's score by topic, and how many of its answers wait for a person's marks. */
export interface AttemptResultSummary {
  perTopic: TopicScore[];
  pending: number;
  /** a calibrated adaptive attempt's ability score, with the calibration version it was scored with */
  calibrated?: CalibratedResult;
}

/** θ (EAP) with its posterior SD, the MLE where it exists, and θ on the college's reported scale. */
export interface CalibratedResult {
  /** the calibration's id and its version number in the college */
  calibration: string;
  version: number;
  theta: number;
  se: number;
  mle: number | null;
  mleSe: number | null;
  scaled: number;
  scaledSe: number;
  scored: number;
  unscored: number;
}

/** 'archived': reset by the college (kept for review, counted in no result; the student may start again) */
export type AttemptStatus = 'in_progress' | 'ended' | 'graded' | 'awaiting_grading' | 'archived';

export const attempts = pgTable(
  'attempts',
  {
    id: id(),
    assessmentId: parentId('assessment_id', () => assessments.id),
    studentId: parentId('student_id', () => users.id),
    number: integer('number').notNull(),
    status: text('status').$type<AttemptStatus>().notNull(),
    flow: jsonb('flow').$type<FlowState>().notNull(),
    /** questions answered so far, kept by the database from the flow: the live board reads it, not the flow */
    answered: integer('answered')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(jsonb_array_length(flow -> 'history'), 0)`),
    seed: text('seed').notNull(),
    startedAt: at('started_at').notNull(),
    deadlineAt: at('deadline_at').notNull(),
    questionServedAt: at('question_served_at'),
    questionDeadlineAt: at('question_deadline_at'),
    endedAt: at('ended_at'),
    endType: text('end_type'),
    endReason: text('end_reason'),
    timeTaken: integer('time_taken'),
    tabSwitches: integer('tab_switches').notNull().default(0),
    /** times the browser heard more noise than allowed (config maxAudioLimitExceedCount) */
    audioExceeds: integer('audio_exceeds').notNull().default(0),
    /** when the student's page went away; the attempt ends unless they come back within the grace */
    leftAt: at('left_at'),
    /** the browser tab (page instance) that holds the attempt: another tab's answers and events are refused */
    holderTab: text('holder_tab'),
    /** the holder tab's browser in words ("Chrome on Windows"), from the start or take-over that made it hold */
    holderDevice: text('holder_device'),
    /** when the holder tab took the attempt (started it, or continued it there) */
    heldAt: at('held_at'),
    /** paused by college staff (the drive's control room): no answer is taken and the clocks stand still */
    pausedAt: at('paused_at'),
    pausedBy: text('paused_by'),
    /** how many staff actions changed this attempt: an action names the version it saw, so two races lose one */
    staffVersion: integer('staff_version').notNull().default(0),
    /** the student's time accommodation when the attempt started: its deadline and every question's ran m× */
    timeMultiplier: doublePrecision('time_multiplier').notNull().default(1),
    score: real('score'),
    maxScore: real('max_score'),
    percentage: real('percentage'),
    result: jsonb('result').$type<AttemptResultSummary>(),
    decision: text('decision').$type<'selected' | 'rejected'>(),
    lastSeq: integer('last_seq').notNull().default(0),
    /** hash of the newest step: the head of the attempt's tamper-evident chain */
    lastHash: text('last_hash').notNull().default(''),
  },
  (t) => [
    uniqueIndex('attempts_number_idx').on(t.assessmentId, t.studentId, t.number),
    index('attempts_student_idx').on(t.studentId),
    index('attempts_open_deadline_idx').on(t.status, t.deadlineAt),
    index('attempts_left_idx').on(t.leftAt).where(sql`${t.leftAt} is not null`),
  ],
);

/**
 * What the college changed for one student on one assessment (Moodle's user overrides): extra time for an
 * attempt not started yet, a later close of the window, more attempts after a reset.
 */
export const studentOverrides = pgTable(
  'student_overrides',
  {
    assessmentId: parentId('assessment_id', () => assessments.id),
    studentId: parentId('student_id', () => users.id),
    extraSeconds: integer('extra_seconds').notNull().default(0),
    /** the student's own window (a slot of the drive), instead of the assessment's */
    openAt: at('open_at'),
    closeAt: at('close_at'),
    extraAttempts: integer('extra_attempts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.assessmentId, t.studentId] })],
);

/** A message from the people running a test to everyone on it, or to some of its students. */
export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    assessmentId: parentId('assessment_id', () => assessments.id),
    message: text('message').notNull(),
    /** null: every student of the test */
    studentIds: jsonb('student_ids').$type<string[]>(),
    byName: text('by_name').notNull(),
    byUserId: text('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('announcements_assessment_idx').on(t.assessmentId, t.createdAt)],
);

/** A student acknowledged an announcement ("Got it"). */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcementId: parentId('announcement_id', () => announcements.id),
    studentId: parentId('student_id', () => users.id),
    readAt: at('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.studentId] })],
);

/** One answer per question of an attempt; the first one recorded wins, so a retried request changes nothing. */
export const answers = pgTable(
  'answers',
  {
    attemptId: parentId('attempt_id', () => attempts.id),
    questionId: text('question_id').notNull(),
    topicId: text('topic_id').notNull(),
    response: jsonb('response'),
    grade: jsonb('grade').$type<Grade>().notNull(),
    /** per-testcase verdicts of a coding answer, as the judge gave them */
    judged: jsonb('judged').$type<CodeVerdict>(),
    timedOut: boolean('timed_out').notNull().default(false),
    manualMarks: real('manual_marks'),
    comment: text('comment'),
    gradedBy: text('graded_by'),
    gradedAt: at('graded_at'),
    answeredAt: at('answered_at').notNull(),
    /** coding answer stored and not judged yet: the judge sweep grades it, however its attempt ended */
    awaitingJudge: boolean('awaiting_judge').notNull().default(false),
    /** until when one process is judging it (the answering request, or a sweep), so no other starts meanwhile */
    judgeClaimedUntil: at('judge_claimed_until'),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.questionId] }),
    index('answers_awaiting_judge_idx').on(t.judgeClaimedUntil).where(sql`${t.awaitingJudge}`),
  ],
);

/** The append-only log of an attempt: questions served, answers, proctoring events, the end. */
export const attemptSteps = pgTable(
  'attempt_steps',
  {
    attemptId: parentId('attempt_id', () => attempts.id),
    seq: integer('seq').notNull(),
    kind: text('kind').notNull(),
    questionId: text('question_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    at: at('at').notNull().defaultNow(),
    /** sha256 over the previous step's hash and this step's content */
    hash: text('hash').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.seq] }),
    // the live board reads every proctoring step of a test on each refresh, never the answers beside them
    index('attempt_steps_proctor_idx').on(t.attemptId, t.seq).where(sql`${t.kind} = 'proctor'`),
  ],
);

export const compilerLogs = pgTable(
  'compiler_logs',
  {
    id: id(),
    assessmentId: parentId('assessment_id', () => assessments.id),
    studentId: parentId('student_id', () => users.id),
    questionId: text('question_id').notNull(),
    codeLanguage: text('code_language').notNull(),
    code: text('code').notNull(),
    totalTestCases: integer('total_test_cases').notNull(),
    totalPassedTestCases: integer('total_passed_test_cases').notNull(),
    testcase: jsonb('testcase').$type<TestcaseVerdict[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('compiler_logs_owner_idx').on(t.assessmentId, t.studentId, t.questionId)],
);

export const screenshots = pgTable(
  'screenshots',
  {
    id: id(),
    attemptId: text('attempt_id').references(() => attempts.id, { onDelete: 'cascade' }),
    assessmentId: parentId('assessment_id', () => assessments.id),
    studentId: parentId('student_id', () => users.id),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  // the sweeper finds snapshots past their retention by age (SNAPSHOT_RETENTION_DAYS)
  (t) => [index('screenshots_attempt_idx').on(t.attemptId), index('screenshots_created_idx').on(t.createdAt)],
);
