import { useEffect, useState } from 'react';
import { PROBE_EVERY_MS, watchNotice } from '../api/health';
import { getLiveAttempt } from '../api/live-attempt';

/**
 * Whether the people running the test reopened this ended attempt while the student is on the end screen
 * (#29). Every 5 s the end screen asks the connection probe, which costs the server no database work; only a
 * notice it has not read yet makes it read the test's live state once.
 */
export function useReopenWatch(assessmentId: string, attemptId: string | null): boolean {
  const [reopened, setReopened] = useState(false);

  useEffect(() => {
    if (!attemptId || reopened) return;
    let cancelled = false;
    // the notice whose live state said the attempt is still ended
    let read: number | null = null;
    const check = async () => {
      const notice = await watchNotice(attemptId, assessmentId);
      if (cancelled || notice === null || notice === read) return;
      try {
        const live = await getLiveAttempt(assessmentId);
        if (cancelled) return;
        if (live.status === 'ended') read = notice;
        else setReopened(true);
      } catch {
        // offline or refused: the next probe asks again
      }
    };
    void check();
    const timer = window.setInterval(() => void check(), PROBE_EVERY_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [assessmentId, attemptId, reopened]);

  return reopened;
}
