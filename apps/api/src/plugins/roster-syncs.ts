import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failAbandonedSyncs, stopRosterJobs } from '../services/lti/roster-job';

/**
 * LMS roster syncs run in the background of the process that took the request. On start, a sync an earlier run
 * left running is marked failed in words; closing stops the syncs under way at their next page or chunk, each
 * recording that it was interrupted (what it invited stays invited).
 */
export const rosterSyncsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onReady', async () => {
    const failed = await failAbandonedSyncs(app).catch((error: unknown) => {
      app.log.error({ err: error }, 'marking abandoned roster syncs failed');
      return 0;
    });
    if (failed > 0) app.log.warn({ failed }, 'roster syncs left running by a stopped process marked failed');
  });
  app.addHook('onClose', async () => {
    await stopRosterJobs(app);
  });
});
