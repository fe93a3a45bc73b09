import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Bundle } from '../services/attempts/bundle';
import { databaseTransport } from '../services/live-events/live-events';

/** The database names an assessment, topic or question on this channel whenever it changes (migration 0011). */
export const BUNDLE_CHANNEL = 'placement_bundle';
/** A backstop for a change notice that never came; a dropped listening connection also clears the cache. */
const TTL_MS = 30_000;
/** a drive runs a handful of tests at once; the least recently used goes first past this */
const MAX_ENTRIES = 200;

interface Entry {
  bundle: Bundle;
  until: number;
  /** the assessment, topic and question ids it was built from */
  sources: string[];
}

/**
 * The published assessments being taken, each with its topics, questions and plan, so that a start or an
 * answer does not read them again. A bundle goes when the database says a row it was built from changed.
 */
export class BundleCache {
  private readonly byAssessment = new Map<string, Entry>();
  private readonly bundlesOf = new Map<string, Set<string>>();
  private readonly loading = new Map<string, Promise<Bundle | null>>();
  /** bumped by every change, so that a load that read before the change does not keep what it read */
  private version = 0;

  /**
   * The cached bundle, or the one `load` reads: simultaneous misses share one load. A published bundle is
   * kept unless a change came in while it was being read.
   */
  async get(
    assessmentId: string,
    load: () => Promise<Bundle | null>,
    now = Date.now(),
  ): Promise<Bundle | null> {
    const entry = this.byAssessment.get(assessmentId);
    if (entry && entry.until > now) {
      // most recently used last, so that the first key is the one to drop
      this.byAssessment.delete(assessmentId);
      this.byAssessment.set(assessmentId, entry);
      return entry.bundle;
    }
    if (entry) this.drop(assessmentId);
    const pending = this.loading.get(assessmentId);
    if (pending) return pending;
    const version = this.version;
    const loaded: Promise<Bundle | null> = load().finally(() => {
      if (this.loading.get(assessmentId) === loaded) this.loading.delete(assessmentId);
    });
    this.loading.set(assessmentId, loaded);
    const bundle = await loaded;
    if (bundle?.assessment.status === 'published' && version === this.version) this.put(bundle, Date.now());
    return bundle;
  }

  /** Drops every bundle built from the row with this id (an assessment, a topic or a question). */
  forget(rowId: string): void {
    this.version++;
    this.loading.clear();
    for (const assessmentId of this.bundlesOf.get(rowId) ?? []) this.drop(assessmentId);
  }

  clear(): void {
    this.version++;
    this.byAssessment.clear();
    this.bundlesOf.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.byAssessment.size;
  }

  private put(bundle: Bundle, now: number): void {
    const assessmentId = bundle.assessment.id;
    this.drop(assessmentId);
    if (this.byAssessment.size >= MAX_ENTRIES) {
      const oldest = this.byAssessment.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
    const sources = [assessmentId, ...bundle.topics.map((t) => t.id), ...bundle.questions.keys()];
    this.byAssessment.set(assessmentId, { bundle, until: now + TTL_MS, sources });
    for (const source of sources) {
      let bundles = this.bundlesOf.get(source);
      if (!bundles) {
        bundles = new Set();
        this.bundlesOf.set(source, bundles);
      }
      bundles.add(assessmentId);
    }
  }

  private drop(assessmentId: string): void {
    const entry = this.byAssessment.get(assessmentId);
    if (!entry) return;
    this.byAssessment.delete(assessmentId);
    for (const source of entry.sources) {
      const bundles = this.bundlesOf.get(source);
      bundles?.delete(assessmentId);
      if (bundles?.size === 0) this.bundlesOf.delete(source);
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    bundleCache: BundleCache | null;
  }
}

/**
 * Decorates the app with `bundleCache`, listening for the database's change notices. Without the notices
 * (listening failed) there is no cache: every request reads its assessment, as before.
 */
export const bundleCachePlugin = fp(async (app: FastifyInstance) => {
  const cache = new BundleCache();
  const warn = (error: unknown, message: string) => app.log.warn({ err: error }, message);
  // No notices, no cache: while the listening connection is down a change would go unseen, and what the cache
  // held when it came back may be stale.
  const transport = databaseTransport(app, BUNDLE_CHANNEL, {
    onLost: () => {
      app.bundleCache = null;
      cache.clear();
    },
    onReconnect: () => {
      cache.clear();
      app.bundleCache = cache;
    },
  });
  app.decorate('bundleCache', null);
  try {
    await transport.start((rowId) => cache.forget(rowId));
    app.bundleCache = cache;
  } catch (error) {
    warn(error, 'assessment change notices unavailable: every request reads its assessment');
  }
  app.addHook('onClose', async () => {
    cache.clear();
    await transport.stop();
  });
});
