import type { StartReply } from '@placement/contract';
import { apiRequest } from '../../../lib/api-client';

/** Starts the attempt, or resumes the open one with the time the server says is left. */
export function startTest(id: string, adaptive: boolean): Promise<StartReply> {
  return apiRequest<StartReply>(`/api/student/test/start/${id}`, {
    method: 'POST',
    query: { adaptive: String(adaptive) },
  });
}
