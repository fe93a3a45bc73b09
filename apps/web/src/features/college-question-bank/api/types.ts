import type {
  Assessment,
  AssessmentBody,
  AttemptReviewReply,
  BulkInviteReply,
  CollegeStudent,
  ImportReply,
  ResultRow,
  SessionUser,
  StudentInvite,
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

/** POST /api/college/assessments and PUT /api/college/assessments/:id */
export type AssessmentInput = AssessmentBody;
export type { Assessment, BulkInviteReply, ImportReply, StudentInvite };
