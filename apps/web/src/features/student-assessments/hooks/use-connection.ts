import { useCallback, useEffect, useRef, useState } from 'react';
import { PROBE_EVERY_MS, probeHealth } from '../api/health';

export type ConnectionStatus = 'online' | 'slow' | 'lost';

/**
 * SPEC §4: probes the server every 5 s; a reply over 1000 ms is slow, which warns and nothing more. Only a
 * probe without any reply, or the browser going offline, is a lost connection; the next reply restores it.
 * A request that failed without an answer asks for a probe at once (`recheck`) rather than deciding itself.
 */
export function useConnection({
  enabled,
  attemptId,
  assessmentId = null,
  onLost,
  onRestored,
  onReply,
  onNotice,
}: {
  enabled: boolean;
  /** the attempt the probe says is alive */
  attemptId: string | null;
  /** the test, so a probe reply can say the invigilator changed something */
  assessmentId?: string | null;
  /** `heardAt`: performance.now() of the last probe that got a reply (or of enabling), when the server last surely heard the page */
  onLost: (heardAt: number) => void;
  onRestored: (lostForMs: number) => void;
  /** every probe that got a reply: the moment to resend what waits */
  onReply: () => void;
  /** a probe said the people running the test changed something (epoch ms of their newest change) */
  onNotice?: (notice: number) => void;
}) {
  const [status, setStatus] = useState<ConnectionStatus>('online');
  const statusRef = useRef<ConnectionStatus>('online');
  const lostAt = useRef(0);
  const heardAt = useRef(0);
  const probing = useRef(false);
  const attemptRef = useRef(attemptId);
  attemptRef.current = attemptId;
  const assessmentRef = useRef(assessmentId);
  assessmentRef.current = assessmentId;
  const handlers = useRef({ onLost, onRestored, onReply, onNotice });
  handlers.current = { onLost, onRestored, onReply, onNotice };

  const set = useCallback((next: ConnectionStatus) => {
    const previous = statusRef.current;
    if (previous === next) return;
    statusRef.current = next;
    setStatus(next);
    if (next === 'lost') {
      lostAt.current = performance.now();
      handlers.current.onLost(heardAt.current);
    } else if (previous === 'lost') {
      handlers.current.onRestored(performance.now() - lostAt.current);
    }
  }, []);

  const probe = useCallback(async () => {
    // a probe still waiting for its reply is still the answer: no second one beside it
    if (probing.current) return;
    probing.current = true;
    try {
      const { status: result, notice } = await probeHealth(attemptRef.current, assessmentRef.current);
      if (result !== 'lost') heardAt.current = performance.now();
      set(result === 'ok' ? 'online' : result);
      if (result !== 'lost') handlers.current.onReply();
      if (notice !== null) handlers.current.onNotice?.(notice);
    } finally {
      probing.current = false;
    }
  }, [set]);

  useEffect(() => {
    if (!enabled) return;
    // the page was heard as it opened the attempt
    heardAt.current = performance.now();
    const timer = window.setInterval(() => void probe(), PROBE_EVERY_MS);
    const goOffline = () => set('lost');
    const goOnline = () => void probe();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, [enabled, probe, set]);

  /** A request failed without an answer: probe now; only a probe without a reply makes it a loss. */
  const recheck = useCallback(() => void probe(), [probe]);

  return { status, recheck, probe };
}
