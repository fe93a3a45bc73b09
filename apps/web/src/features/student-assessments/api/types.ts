import type { AssessmentOverview, AssessmentSummary } from '@placement/contract';
import type { Static } from 'typebox';

export type TestSummary = Static<typeof AssessmentSummary>;
export type TestOverview = Static<typeof AssessmentOverview>;
