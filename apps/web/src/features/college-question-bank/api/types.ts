import type { ImportReply, TopicItem } from '@placement/contract';
import { type QuestionTypeName, topicTypeNames } from '@placement/domain';

export type TopicType = QuestionTypeName;
export {
  type Grade,
  LANGUAGES,
  type Language,
  LEVELS,
  type Level,
  type Question,
  type Solution,
  type Testcase,
  type TestcaseVerdict,
  type Verification,
} from '../../../question-types/shared/authored';

export const typeNames = topicTypeNames;

export type Topic = TopicItem;
export type { ImportReply };
