import type { TestLiveReply } from '@placement/contract';
import { apiRequest } from '../../../lib/api-client';

export type { TestLiveReply };

/** The running test as the server has it now: clocks, a pause or an end by the invigilator, announcements. */
export function getLiveAttempt(assessmentId: string): Promise<TestLiveReply> {
  return apiRequest<TestLiveReply>(`/api/student/test/${assessmentId}/live`);
}

/** "Got it" on an announcement; again changes nothing. */
export function acknowledgeAnnouncement(assessmentId: string, announcementId: string): Promise<unknown> {
  return apiRequest(`/api/student/test/${assessmentId}/announcements/${announcementId}/acknowledge`, {
    method: 'POST',
  });
}
