import { apiRequest } from '../../../lib/api-client';

/** SPEC §7: the snapshot payload is the assessment id and a PNG data URL. */
export function sendScreenshot(assessmentId: string, image: string): Promise<unknown> {
  return apiRequest(`/api/student/test/${assessmentId}/screenshot`, {
    method: 'POST',
    body: { assessmentId, image },
  });
}
