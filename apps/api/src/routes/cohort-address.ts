import { COHORT_MESSAGES } from '@placement/contract';
import { badRequest, HttpError } from '../lib/http-error';
import { schemaErrorsIn } from './schema-errors';

const unknown = (message: string) => new HttpError(404, message, 'NOT_FOUND');

/**
 * A cohort's address is often a shared or bookmarked link: an id in it that is malformed is answered as one that
 * names nothing (404, the same words), and a list of tests too short or too long in words, never in the schema's.
 */
export const cohortAddressErrors = schemaErrorsIn((error, field) => {
  switch (field) {
    case 'assessments':
      if (error.keyword === 'required' || error.keyword === 'minItems')
        return badRequest(COHORT_MESSAGES.noTests);
      if (error.keyword === 'maxItems') return badRequest(COHORT_MESSAGES.tooManyTests);
      return unknown(COHORT_MESSAGES.unknownTest);
    case 'compare':
      if (error.keyword === 'maxItems') return badRequest(COHORT_MESSAGES.tooManyCompared);
      return badRequest(COHORT_MESSAGES.notCandidate);
    case 'id':
      return unknown(COHORT_MESSAGES.unknownJob);
    default:
      return null;
  }
});
