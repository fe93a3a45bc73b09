import { messages, type QuestionState } from '@placement/contract';
import { ApiError, apiRequest, getToken } from '../../../lib/api-client';
import type { JournalEntry } from '../utils/storage';
import { heldCall, tabHeaders } from '../utils/test-tab';

/** Sends one journalled answer; a retry with the same questionId returns the same next state. */
export function sendResponse(testId: string, entry: JournalEntry): Promise<QuestionState> {
  // SPEC §5: sending a response needs a stored token.
  if (!getToken()) return Promise.reject(new ApiError(messages.authTokenNotFound, 401));
  const path = entry.adaptive
    ? `/api/student/test/response/${testId}`
    : `/api/student/test/response/non-adaptive/${testId}`;
  const response = entry.adaptive ? (entry.response ?? -1) : entry.response;
  return heldCall(
    testId,
    apiRequest<QuestionState>(path, {
      method: 'POST',
      headers: tabHeaders(),
      body: { response, timeTaken: entry.timeTaken, questionId: entry.questionId },
    }),
  );
}
