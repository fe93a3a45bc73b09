import type { RiskSummary, SessionUser, TimelinePayload } from '@placement/contract';
import { type QuestionTypeName, topicTypeNames } from '@placement/domain';
import type { ReviewAnswer } from '../../../question-types/shared/authored';

export type StaffUser = SessionUser;
export type TopicType = QuestionTypeName;
export {
  type Grade,
  LANGUAGES,
  type Language,
  LEVELS,
  type Level,
  type Question,
  type ReviewAnswer,
  type Solution,
  type Testcase,
  type TestcaseVerdict,
  type Verification,
} from '../../../question-types/shared/authored';

export const typeNames = topicTypeNames;

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

export type ImportReport = {
  success: boolean;
  imported?: number;
  invited?: number;
  /** rows left alone on purpose (a student invite for someone already a student or invited) */
  skipped?: { row: number; message: string }[];
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
  faceEventPolicy?: 'flag' | 'limit';
  maxFaceEvents?: number;
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
  risk: RiskSummary;
  /** 0 to 1; null until the code-similarity check has run */
  highestSimilarity: number | null;
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
    risk: RiskSummary;
    highestSimilarity?: number | null;
  };
  student: { _id: string; name: string; email: string };
  answers: ReviewAnswer[];
  timeline: { seq: number; kind: string; questionId: string | null; payload: TimelinePayload; at: string }[];
  screenshots: { _id: string; createdAt: string; reason: string | null; url: string }[];
};

/** An invited address that has not registered yet: its latest invite. */
export type StudentInvite = {
  Email: string;
  FirstName: string | null;
  LastName: string | null;
  Batch: string | null;
  status: 'pending' | 'expired';
  invitedAt: string;
  expiresAt: string;
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
