import type { AttemptReviewReply } from '@placement/contract';
import type { Page } from '@playwright/test';
import { collegeAuth } from './portal';
import { expect, resultsFor } from './tests';

export type TimelineStep = AttemptReviewReply['timeline'][number];

/** The college's review of the student's (latest) attempt at a fixture: its timeline, snapshots and risk summary. */
export async function reviewOf(page: Page, assessmentId: string): Promise<AttemptReviewReply> {
  const [attempt] = await resultsFor(page, assessmentId);
  if (!attempt) throw new Error(`no attempt at ${assessmentId}`);
  const reply = await page.request.get(`/api/college/attempts/${attempt._id}`, {
    headers: { 'auth-token': await collegeAuth(page.request) },
  });
  expect(reply.ok()).toBe(true);
  return (await reply.json()) as AttemptReviewReply;
}

/** The proctoring events of a review's timeline, with their payloads. */
export const proctorEvents = (review: AttemptReviewReply) =>
  review.timeline
    .filter((step) => step.kind === 'proctor')
    .map((step) => ({ ...step, payload: step.payload as Record<string, unknown> }));
