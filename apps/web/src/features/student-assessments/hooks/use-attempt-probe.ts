import { useEffect } from 'react';
import { PROBE_EVERY_MS, probeHealth } from '../api/health';
import type { AssessmentOverview } from '../api/types';

/** The attempt of the test the server still runs, if any. */
export function openAttemptId(assessment: AssessmentOverview | undefined): string | null {
  if (!assessment?.inProgress) return null;
  return assessment.attempts.find((attempt) => attempt.status === 'in_progress')?._id ?? null;
}

/**
 * The connection probe of a page other than the test screen that an open attempt can show (its overview, its
 * instructions, the end screen offering to resume): every 5 s, with the attempt and the test, as the test
 * screen sends it, so the server hears the student and does not end the attempt as a lost connection while
 * they are on their way back to it. Nothing with a null attempt.
 */
export function useAttemptProbe(assessmentId: string, attemptId: string | null): void {
  useEffect(() => {
    if (!attemptId) return;
    const probe = () => void probeHealth(attemptId, assessmentId);
    probe();
    const timer = window.setInterval(probe, PROBE_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [assessmentId, attemptId]);
}
