import { apiRequest } from '../../../lib/api-client';

/** SPEC §7: the snapshot payload is the assessment id and a PNG data URL (here with why it was taken). */
export function sendScreenshot(
  assessmentId: string,
  image: string,
  reason?: string,
): Promise<{ screenshotId: string }> {
  return apiRequest(`/api/student/test/${assessmentId}/screenshot`, {
    method: 'POST',
    body: { assessmentId, image, ...(reason ? { reason } : {}) },
  });
}
