import type { StartReply } from '@placement/contract';
import { apiRequest } from '../../../lib/api-client';
import { tabHeaders } from '../utils/attempt-tab';

/**
 * Starts the attempt, or resumes the open one with the time the server says is left, for this tab. Another
 * tab holding it answers 409 TEST_OPEN_ELSEWHERE, unless `takeOver` (the student chose "Continue here").
 */
export function startAttempt(id: string, adaptive: boolean, takeOver = false): Promise<StartReply> {
  return apiRequest<StartReply>(`/api/student/test/start/${id}`, {
    method: 'POST',
    query: { adaptive: String(adaptive) },
    headers: tabHeaders(takeOver),
  });
}
