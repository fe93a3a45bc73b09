import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  drainSimilarityQueue,
  queueEndedAssessments,
  similarityDrain,
} from '../services/results/similarity/run';

/**
 * Checks code similarity in the background: queues assessments whose window has closed and runs queued checks
 * (a college's requests too) in a worker thread, one at a time per process. Closing waits for a check under way.
 */
export const similarityPlugin = fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      queueEndedAssessments(app)
        .then(() => drainSimilarityQueue(app))
        .catch((error: unknown) => app.log.error({ err: error }, 'code similarity sweep failed'));
    }, app.deps.config.sweepIntervalSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await similarityDrain(app);
  });
});
