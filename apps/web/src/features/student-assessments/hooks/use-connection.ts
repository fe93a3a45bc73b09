import { useCallback, useEffect, useRef, useState } from 'react';
import { PROBE_EVERY_MS, probeHealth } from '../api/health';

export type ConnectionStatus = 'online' | 'slow' | 'lost';

/**
 * SPEC §4: probes GET /api/health every 5 s; over 1000 ms is slow. A failed probe, a failed request
 * (`reportLost`) or two slow probes in a row count as lost; the next good probe restores it.
 */
export function useConnection({
  enabled,
  onLost,
  onRestored,
}: {
  enabled: boolean;
  onLost: () => void;
  onRestored: (lostForMs: number) => void;
}) {
  const [status, setStatus] = useState<ConnectionStatus>('online');
  const statusRef = useRef<ConnectionStatus>('online');
  const lostAt = useRef(0);
  const slowRun = useRef(0);
  const handlers = useRef({ onLost, onRestored });
  handlers.current = { onLost, onRestored };

  const set = useCallback((next: ConnectionStatus) => {
    const previous = statusRef.current;
    if (previous === next) return;
    statusRef.current = next;
    setStatus(next);
    if (next === 'lost') {
      lostAt.current = performance.now();
      handlers.current.onLost();
    } else if (previous === 'lost') {
      handlers.current.onRestored(performance.now() - lostAt.current);
    }
  }, []);

  const probe = useCallback(async () => {
    const result = await probeHealth();
    if (result === 'ok') {
      slowRun.current = 0;
      set('online');
    } else if (result === 'slow') {
      slowRun.current += 1;
      set(slowRun.current >= 2 ? 'lost' : statusRef.current === 'lost' ? 'online' : 'slow');
    } else {
      set('lost');
    }
  }, [set]);

  useEffect(() => {
    if (!enabled) return;
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

  /** A request failed without an answer: treat the connection as lost until a probe succeeds. */
  const reportLost = useCallback(() => set('lost'), [set]);

  return { status, reportLost, probe };
}
