import { messages, type QuestionState } from '@placement/contract';
import { ApiError, apiRequest, getToken } from '../../../lib/api-client';
import { heldCall, tabHeaders } from '../utils/attempt-tab';
import type { JournalEntry } from '../utils/storage';

/** Sends one journalled answer; a retry with the same questionId returns the same next state. */
export function sendResponse(assessmentId: string, entry: JournalEntry): Promise<QuestionState> {
  // SPEC §5: sending a response needs a stored token.
  if (!getToken()) return Promise.reject(new ApiError(messages.authTokenNotFound, 401));
  // A skip sends no response: the server stores the question type's own empty answer (an mcq's -1).
  const path = entry.adaptive
    ? `/api/student/test/response/${assessmentId}`
    : `/api/student/test/response/non-adaptive/${assessmentId}`;
  return heldCall(
    assessmentId,
    apiRequest<QuestionState>(path, {
      method: 'POST',
      headers: tabHeaders(),
      body: { response: entry.response, timeTaken: entry.timeTaken, questionId: entry.questionId },
    }),
  );
}
