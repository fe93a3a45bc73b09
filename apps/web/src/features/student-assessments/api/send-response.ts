import { messages, type QuestionState } from '@placement/contract';
import { ApiError, apiRequest, getToken } from '../../../lib/api-client';
import type { JournalEntry } from '../utils/storage';

/** Sends one journalled answer; a retry with the same questionId returns the same next state. */
export function sendResponse(testId: string, entry: JournalEntry): Promise<QuestionState> {
  // SPEC §5: sending a response needs a stored token.
  if (!getToken()) return Promise.reject(new ApiError(messages.authTokenNotFound, 401));
  if (entry.adaptive) {
    return apiRequest<QuestionState>(`/api/student/test/response/${testId}`, {
      method: 'POST',
      body: { response: entry.response ?? -1, timeTaken: entry.timeTaken, questionId: entry.questionId },
    });
  }
  return apiRequest<QuestionState>(`/api/student/test/response/non-adaptive/${testId}`, {
    method: 'POST',
    body: { response: entry.response, timeTaken: entry.timeTaken, questionId: entry.questionId },
  });
}
