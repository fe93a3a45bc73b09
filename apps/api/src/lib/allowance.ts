/**
 * At most `max` calls per key in each fixed window, counted in this process's memory: for a route so frequent
 * and cheap (the connection probe) that a shared counter would cost more than the route. The whole count is
 * dropped when a window ends, so it never holds more keys than one window's callers.
 */
export class Allowance {
  private readonly used = new Map<string, number>();
  private windowStart = 0;

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Counts a call; false when the key has used its allowance for this window. */
  take(key: string, now = Date.now()): boolean {
    if (now - this.windowStart >= this.windowMs) {
      this.used.clear();
      this.windowStart = now;
    }
    const count = (this.used.get(key) ?? 0) + 1;
    this.used.set(key, count);
    return count <= this.max;
  }

  /** Seconds until the window ends. */
  secondsLeft(now = Date.now()): number {
    return Math.max(1, Math.ceil((this.windowStart + this.windowMs - now) / 1000));
  }
}
