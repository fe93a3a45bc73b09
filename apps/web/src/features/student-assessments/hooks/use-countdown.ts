import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `deadline`, a performance.now() instant: a monotonic clock, so changing the system
 * clock cannot add time. The deadline itself always comes from the server's remaining seconds.
 */
export function useCountdown(deadline: number | null): number | null {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (deadline === null) return;
    setNow(performance.now());
    const timer = window.setInterval(() => setNow(performance.now()), 250);
    return () => window.clearInterval(timer);
  }, [deadline]);
  if (deadline === null) return null;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
