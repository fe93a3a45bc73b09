import type { AttemptSummary } from '@placement/contract';
import type { Static } from 'typebox';
import { apiRequest } from '../../../lib/api-client';
import { heldCall, tabHeaders } from '../utils/attempt-tab';
import type { PendingEnd } from '../utils/storage';

export type EndReply = { message: string; attempt: Static<typeof AttemptSummary> };

/** Ends the attempt; ending an ended attempt again returns it unchanged. */
export function endAttempt(id: string, end: PendingEnd): Promise<EndReply> {
  return heldCall(
    id,
    apiRequest<EndReply>(`/api/student/test/end/${id}`, {
      method: 'POST',
      query: { adaptive: String(end.adaptive) },
      headers: tabHeaders(),
      body: { timeTaken: end.timeTaken, endType: end.endType },
    }),
  );
}
