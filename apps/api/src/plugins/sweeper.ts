import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepExpiredAttempts } from '../services/assessments/attempts';

const EVERY_MS = 15_000;

/** Ends attempts whose deadline passed while nobody was asking, so closing the browser still yields a result. */
export const sweeperPlugin = fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweepExpiredAttempts(app).catch((error: unknown) =>
        app.log.error({ err: error }, 'attempt sweep failed'),
      );
    }, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
});
