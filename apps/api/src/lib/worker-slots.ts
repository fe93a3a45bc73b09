import { tooMany } from './http-error';

/**
 * A gate for work done in worker threads: at most `parallel` jobs run at once, up to `waiting` more wait their
 * turn, and the rest are turned away with 429 and `busy`. `take()` resolves to the release function.
 */
export function workerSlots(parallel: number, waiting: number, busy: string) {
  let running = 0;
  const queue: (() => void)[] = [];
  return async function take(): Promise<() => void> {
    if (running >= parallel) {
      if (queue.length >= waiting) throw tooMany(busy, 60);
      await new Promise<void>((resolve) => queue.push(resolve));
    } else running++;
    return () => {
      const next = queue.shift();
      if (next) next();
      else running--;
    };
  };
}
