import type { FastifyInstance } from 'fastify';

/** how long closing waits for handlers still running whose client went away (their reply never finishes) */
const DRAIN_MS = 5_000;

/**
 * Closing in order: Fastify first stops taking requests and waits for the open connections; then every
 * plugin's onClose (timers, sweeps under way, change listeners) runs; last, once no handler is still
 * running, `closeLast` (the database). Hooks on close run in reverse order of registration, so this one is
 * registered before any plugin.
 */
export function closeLastOfAll(app: FastifyInstance, closeLast: () => Promise<void>): void {
  let running = 0;
  let idle: (() => void) | null = null;
  // callback hooks: no promise per request for a counter
  app.addHook('onRequest', (_request, _reply, done) => {
    running++;
    done();
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    running--;
    if (running === 0) idle?.();
    done();
  });
  app.addHook('onClose', async () => {
    if (running > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, DRAIN_MS);
        idle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    await closeLast();
  });
}
