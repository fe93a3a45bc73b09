import { createRequire } from 'node:module';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];
type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

// the plugin's own stores (its Lua script for Redis, its LRU in memory); they ship without type declarations
const require = createRequire(import.meta.url);
const RedisStore: new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => FastifyRateLimitStore = require('@fastify/rate-limit/store/RedisStore.js');
const LocalStore: new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => FastifyRateLimitStore = require('@fastify/rate-limit/store/LocalStore.js');

/** Whether Redis is known to be down, so the warning is logged once per outage, not once per request. */
interface Outage {
  down: boolean;
}

/**
 * Counts in Redis, shared by every API process; while Redis cannot be reached, counts in this process's
 * memory instead, so the limits still hold per process rather than letting every request through.
 */
class FailoverStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly outage: Outage,
    private readonly log: FastifyBaseLogger,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    const fallBack = (error?: Error) => {
      if (!this.outage.down) {
        this.outage.down = true;
        this.log.warn(
          { err: error },
          'Redis is unreachable: request limits are counted per API process until it is back',
        );
      }
      this.local.incr(key, callback, timeWindow, max);
    };
    // a command to a Redis that is down waits for a reconnect first; don't hold the request for it
    if (this.redis.status !== 'ready') {
      fallBack();
      return;
    }
    this.shared.incr(
      key,
      (error, result) => {
        if (error) {
          fallBack(error);
          return;
        }
        if (this.outage.down) {
          this.outage.down = false;
          this.log.info('Redis is back: request limits are shared by every API process again');
        }
        callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions): FastifyRateLimitStore {
    return new FailoverStore(
      this.redis,
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.outage,
      this.log,
    );
  }
}

/** The rate-limit store class for the plugin's `store` option: Redis first, this process's memory meanwhile. */
export function failoverStore(redis: Redis, nameSpace: string, log: FastifyBaseLogger) {
  const outage: Outage = { down: false };
  return class extends FailoverStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
        outage,
        log,
      );
    }
  };
}
