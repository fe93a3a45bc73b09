import type { SessionUser } from '@placement/contract';

export type StaffUser = SessionUser;
export type TopicType = 'mcq' | 'compiler' | 'findAnswer' | 'essay' | 'video';
export type Level = 'L1' | 'L2' | 'L3';
export const LEVELS: Level[] = ['L1', 'L2', 'L3'];
export const LANGUAGES = ['Python', 'C', 'Cpp', 'Java'] as const;
export type Language = (typeof LANGUAGES)[number];

export const typeNames: Record<TopicType, string> = {
  mcq: 'Multiple Choice Questions',
  compiler: 'Coding',
  findAnswer: 'Find the answer',
  essay: 'Essay',
  video: 'Video',
};

export type Topic = {
  _id: string;
  Heading: string;
  Description: string;
  Type: TopicType;
  shared: boolean;
  totalL1Question: number;
  totalL2Question: number;
  totalL3Question: number;
};

export type Testcase = { input: string; expectedOutput?: string; isHidden: boolean };
export type Solution = { language: string; code: string };

export type Verification = {
  status: 'passed' | 'failed';
  checkedAt?: string;
  message: string;
  reference: { verdict: string; timeMs: number; memoryKb: number; error: string }[];
  wrongSolutions: { language: string; failed: number; total: number; ok: boolean }[];
};

/** A question as the author sees it: common fields plus its type's body (key included). */
export type Question = {
  _id: string;
  topicId: string;
  type: TopicType;
  level: Level;
  Duration: number;
  marks: number | null;
  verification: Verification | null;
  Title?: string;
  Options?: string[];
  answer?: number;
  image?: string;
  questions?: { question: string; answer: string }[];
  essayType?: 'long' | 'short';
  videoFile?: string;
  long?: { question: string }[];
  short?: { question: string }[];
  mcq?: { question: string; options: string[]; answer: number }[];
  codeQuestion?: string;
  code?: Partial<Record<Language, { defaultCode: string }>>;
  testcases?: Testcase[];
  timeLimitMs?: number;
  memoryLimitMb?: number;
  referenceSolution?: Solution;
  wrongSolutions?: Solution[];
};

export type ImportReport = {
  success: boolean;
  imported?: number;
  invited?: number;
  errors: { row: number; message: string }[];
};

export type AssessmentTopic = {
  topicId: string;
  questionIds?: string[];
  totalL1Question?: number;
  totalL2Question?: number;
  totalL3Question?: number;
};

export type AssessmentConfig = {
  instructions?: { title: string; description: string }[];
  isCameraRequired?: boolean;
  maxTabSwitches?: number;
  maxAudioLimitExceedCount?: number;
  maxCameraSwitches?: number;
  enableRandomShuffling?: boolean;
  resultPolicy?: 'auto' | 'manual';
};

export type AssessmentInput = {
  name: string;
  description: string;
  isAdaptive: boolean;
  totalTime: number;
  startDate: string;
  endDate: string | null;
  totalAttempts: number;
  isNegativeMarking: boolean;
  config: AssessmentConfig;
  topics: AssessmentTopic[];
};

export type Assessment = Omit<AssessmentInput, 'topics'> & {
  _id: string;
  status: 'draft' | 'published' | string;
  topics: AssessmentTopic[];
  resultsPublishedAt: string | null;
};

export type ResultRow = {
  attemptId: string;
  studentId: string;
  name: string;
  email: string;
  score: number | null;
  maxScore: number | null;
  percentage: number | null;
  status: string;
  endType: string | null;
  endReason: string | null;
  timeTaken: number | null;
  integrityEvents: number;
  decision: string | null;
};

export type Grade =
  | { status: 'graded'; marks: number; maxMarks: number; correct: boolean; empty: boolean }
  | { status: 'pending'; maxMarks: number; autoMarks: number };

export type TestcaseVerdict = {
  isHidden: boolean;
  passed: boolean;
  verdict: string;
  input?: string;
  expectedOutput?: string;
  output?: string;
  error?: string;
};

export type ReviewAnswer = {
  questionId: string;
  topic: string;
  question: (Question & { type: TopicType }) | null;
  response: unknown;
  grade: Grade | null;
  judged: {
    compileError: string | null;
    testcases: TestcaseVerdict[];
    totalTestCases: number;
    totalPassedTestCases: number;
  } | null;
  timedOut: boolean;
  manualMarks: number | null;
  comment: string | null;
  answeredAt: string;
};

export type AttemptReview = {
  attempt: {
    _id: string;
    number: number;
    status: string;
    score: number | null;
    maxScore: number | null;
    percentage: number | null;
    startedAt: string;
    endedAt: string | null;
    endReason: string | null;
    endType: string | null;
    timeTaken: number | null;
    tabSwitches: number;
    decision: string | null;
  };
  student: { _id: string; name: string; email: string };
  answers: ReviewAnswer[];
  timeline: { seq: number; kind: string; questionId: string | null; payload: unknown; at: string }[];
  screenshots: { _id: string; createdAt: string; reason: string | null; url: string }[];
};

export type CollegeStudent = {
  _id: string;
  FirstName: string;
  LastName: string;
  Email: string;
  PhoneNumber: string | null;
  Batch: string | null;
  approved: boolean;
};
