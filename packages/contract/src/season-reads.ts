import { Type } from 'typebox';
import { Nullable } from './common';
import { JobTerms } from './season';

/** A job's terms at the college as the placement cell last set them, or null before any. */
export const JobTermsOfJobReply = Type.Object({ success: Type.Literal(true), terms: Nullable(JobTerms) });
