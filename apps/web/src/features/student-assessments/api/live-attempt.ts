import type { TestLiveReply } from '@placement/contract';
import { apiRequest } from '../../../lib/api-client';

export type { TestLiveReply };

/** The running test as the server has it now: clocks, a pause or an end by the invigilator, announcements. */
export function getLiveAttempt(testId: string): Promise<TestLiveReply> {
  return apiRequest<TestLiveReply>(`/api/student/test/${testId}/live`);
}

/** "Got it" on an announcement; again changes nothing. */
export function acknowledgeAnnouncement(testId: string, announcementId: string): Promise<unknown> {
  return apiRequest(`/api/student/test/${testId}/announcements/${announcementId}/acknowledge`, {
    method: 'POST',
  });
}
