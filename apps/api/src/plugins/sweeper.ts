import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepLostConnections } from '../services/attempts/connection-loss';
import { sweepOldSnapshots } from '../services/attempts/snapshot-retention';
import { sweepOverdueAttempts } from '../services/attempts/sweep';
import { judgeWaitingAnswers } from '../services/attempts/waiting-answers';
import { sweepMailBin } from '../services/inbox/mail-bin';
import { sweepUsedTickets } from '../services/live-events/event-tickets';
import { sendDueGrades } from '../services/lti/grade-passback';
import { sweepUnusedUploads } from '../services/uploads/files';

/**
 * Ends attempts that are overdue while nobody is asking (see sweepOverdueAttempts), so closing the browser
 * still yields a result; ends attempts whose page went silent (sweepLostConnections); judges coding answers stored while the judge could not answer (judgeWaitingAnswers);
 * removes mail attachments and question videos left unused (sweepUnusedUploads); empties the mail bin once its
 * undo time is over (sweepMailBin); removes proctoring snapshots past their retention (sweepOldSnapshots); and
 * sends released scores to LMS gradebooks
 * (sendDueGrades, LTI AGS), retrying the ones that failed.
 */
export const sweeperPlugin = fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | null = null;
  // a round still under way when the app closes is waited for: the database closes after this hook
  let round: Promise<unknown> | null = null;
  // judging waits on the judge, up to a minute an answer: a round of its own, so it never holds the others up
  let judging: Promise<unknown> | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      judging ??= judgeWaitingAnswers(app)
        .catch((error: unknown) => app.log.error({ err: error }, 'judging waiting answers failed'))
        .finally(() => {
          judging = null;
        });
      if (round) return;
      round = Promise.all([
        sweepOverdueAttempts(app).catch((error: unknown) =>
          app.log.error({ err: error }, 'attempt sweep failed'),
        ),
        sweepLostConnections(app).catch((error: unknown) =>
          app.log.error({ err: error }, 'lost connection sweep failed'),
        ),
        sweepUnusedUploads(app).catch((error: unknown) =>
          app.log.error({ err: error }, 'upload sweep failed'),
        ),
        sweepMailBin(app).catch((error: unknown) => app.log.error({ err: error }, 'mail bin sweep failed')),
        sweepUsedTickets(app).catch((error: unknown) =>
          app.log.error({ err: error }, 'used events ticket sweep failed'),
        ),
        sweepOldSnapshots(app).catch((error: unknown) =>
          app.log.error({ err: error }, 'snapshot retention sweep failed'),
        ),
        sendDueGrades(app).catch((error: unknown) =>
          app.log.error({ err: error }, 'LTI grade passback failed'),
        ),
      ]).finally(() => {
        round = null;
      });
    }, app.deps.config.sweepIntervalSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await Promise.all([round, judging]);
  });
});
