import type {
  AssessmentOverview as AssessmentOverviewSchema,
  AssessmentSummary as AssessmentSummarySchema,
} from '@placement/contract';
import type { Static } from 'typebox';

export type AssessmentSummary = Static<typeof AssessmentSummarySchema>;
export type AssessmentOverview = Static<typeof AssessmentOverviewSchema>;
