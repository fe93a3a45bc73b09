import type {
  AttemptReviewReply,
  CollegeStudent,
  ResultRow,
  SessionUser,
  TopicItem,
} from '@placement/contract';
import { type QuestionTypeName, topicTypeNames } from '@placement/domain';

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

export type { CollegeStudent, ResultRow };
export type Topic = TopicItem;
/** GET /api/college/attempts/:id */
export type AttemptReview = Omit<AttemptReviewReply, 'success'>;

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
