import { ltiMessages } from '@placement/contract';
import { refusedAsInternal } from '../../lib/outbound';
import { LmsReplyError } from './service-token';

/**
 * Why a call to the LMS failed, in words a college's IT team can act on (the status stays in brackets for the
 * LMS administrator). `what` names what was asked for: the course roster, a gradebook column.
 */
export function lmsErrorInWords(error: unknown, what: string): string {
  if (refusedAsInternal(error)) return ltiMessages.privateNetwork;
  if (error instanceof LmsReplyError) {
    const { status } = error;
    if (error.step === 'token') {
      if (status === 400 || status === 401 || status === 403)
        return `The LMS refused Placement's credentials (token endpoint answered ${status}): check the client id, and that the tool in the LMS uses this college's public keyset URL.`;
      return `The LMS's token endpoint answered ${status}: it did not give Placement access to the ${what}.`;
    }
    if (status === 401 || status === 403)
      return `The LMS refused access to the ${what} (${status}): turn the service on for the tool in the LMS.`;
    if (status === 404)
      return `The LMS no longer has this ${what} (404): it was deleted or moved in the LMS.`;
    if (status === 429) return `The LMS is limiting how often Placement calls it (429).`;
    if (status >= 500) return `The LMS was unavailable (${status}).`;
    return `The LMS refused the call to the ${what} (${status}).`;
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'The LMS did not answer within 10 seconds.';
  if (error instanceof TypeError) return 'The LMS could not be reached.';
  return error instanceof Error ? error.message : String(error);
}
