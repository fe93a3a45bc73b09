import { HttpError } from '../../lib/http-error';

/** A refused LTI message: the status and the sentence the person in front of the LMS reads. */
export class LtiError extends HttpError {
  /** the registration the refused message came from, once known */
  platformId?: string;
}
