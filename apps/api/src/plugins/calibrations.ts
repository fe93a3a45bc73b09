import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { calibrationsDrain } from '../services/calibrations/run';

/** Closing waits for a calibration under way to store its version (or record that it failed). */
export const calibrationsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onClose', async () => {
    await calibrationsDrain(app);
  });
});
