import type { AttemptReviewReply, ResultRow } from '@placement/contract';
import { topicTypeNames } from '@placement/domain';

export type { ReviewAnswer } from '../../../question-types/shared/authored';

export const typeNames = topicTypeNames;
export type { ResultRow };
/** GET /api/college/attempts/:id */
export type AttemptReview = Omit<AttemptReviewReply, 'success'>;
