import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failAbandoned } from '../services/calibrations/abandoned';
import { calibrationsDrain } from '../services/calibrations/background';

/**
 * On start, a calibration an earlier run of the API left 'running' (and no other process is fitting) is marked
 * failed; closing waits for a calibration under way to store its version (or record that it failed).
 */
export const calibrationsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onReady', async () => {
    const failed = await failAbandoned(app).catch((error: unknown) => {
      app.log.error({ err: error }, 'marking abandoned calibrations failed');
      return 0;
    });
    if (failed > 0) app.log.warn({ failed }, 'calibrations left running by a stopped process marked failed');
  });
  app.addHook('onClose', async () => {
    await calibrationsDrain(app);
  });
});
