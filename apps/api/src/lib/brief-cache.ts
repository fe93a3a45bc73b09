import { onePer } from './one-per';

/**
 * Values that may be a few seconds old (a count over a whole cohort): each key is loaded at most once per
 * `ttlMs`, and simultaneous misses share one load, so a herd of requests costs one query, not one each.
 */
export class BriefCache<Value> {
  private readonly entries = new Map<string, { until: number; value: Promise<Value> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
  ) {}

  get(key: string, load: () => Promise<Value>, now = Date.now()): Promise<Value> {
    const entry = this.entries.get(key);
    if (entry && entry.until > now) return entry.value;
    if (this.entries.size >= this.maxEntries) this.dropExpired(now);
    const value = load();
    this.entries.set(key, { until: now + this.ttlMs, value });
    // a failed load is not kept: the next request tries again
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  private dropExpired(now: number) {
    for (const [key, entry] of this.entries) if (entry.until <= now) this.entries.delete(key);
    // all fresh and still too many: the oldest goes
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }
}

/** One BriefCache per app (each test platform, each API process), made when first asked for. */
export const briefCachePerApp = <Value>(ttlMs: number) =>
  onePer((_app: object) => new BriefCache<Value>(ttlMs));
