import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepOverdueAttempts } from '../services/shared/assessments/sweep';
import { sweepUnusedUploads } from '../services/shared/files';

/**
 * Ends attempts that are overdue while nobody is asking (see sweepOverdueAttempts), so closing the browser
 * still yields a result; and removes mail attachments and question videos left unused (sweepUnusedUploads).
 */
export const sweeperPlugin = fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweepOverdueAttempts(app).catch((error: unknown) =>
        app.log.error({ err: error }, 'attempt sweep failed'),
      );
      sweepUnusedUploads(app).catch((error: unknown) => app.log.error({ err: error }, 'upload sweep failed'));
    }, app.deps.config.sweepIntervalSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
});
