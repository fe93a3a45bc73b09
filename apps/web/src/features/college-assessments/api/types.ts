import type { Assessment, AssessmentBody, TopicItem } from '@placement/contract';
import { topicTypeNames } from '@placement/domain';

export { LEVELS, type Level } from '../../../question-types/shared/authored';

export const typeNames = topicTypeNames;
export type Topic = TopicItem;

/** POST /api/college/assessments and PUT /api/college/assessments/:id */
export type AssessmentInput = AssessmentBody;
export type { Assessment };
