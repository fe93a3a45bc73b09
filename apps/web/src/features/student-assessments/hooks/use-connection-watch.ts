import { useEffect } from 'react';
import type { NavigateFunction } from 'react-router';
import { type ShowToast, useClearToasts } from '../../../ui/toast';
import { sendEvent } from '../api/send-event';
import type { AttemptState } from '../routes/attempt-state';
import { exitFullscreen } from '../utils/fullscreen';
import { CONNECTION_LOST_END } from '../utils/outbox';
import { shellMessages } from '../utils/shell-messages';
import { keys, readJournal, savePendingEnd } from '../utils/storage';
import type { LiveState, SendAction } from './use-attempt-state';
import { useConnection } from './use-connection';

/**
 * The connection while the test runs: a loss starts SPEC §4's countdown ('Connection Lost!') to the moment the
 * server ends the attempt (its window from the last probe it answered), a return
 * reports how long it lasted; any reply sends the answers that waited. At zero the end waits in the outbox
 * and the end screen (loaded with the test, so it opens offline) asks the server once it can: the server
 * decides the end (it ends an attempt it has not heard from), so a student it still runs may resume.
 * Under the 'pause' policy there is no countdown: the clocks stand still until the server hears the page.
 */
export interface ConnectionWatchProps {
  id: string;
  screen: AttemptState;
  live: LiveState;
  send: SendAction;
  pump: () => Promise<void>;
  /** asks the server where the attempt stands, its clock included */
  resync: () => Promise<void>;
  toast: ShowToast;
  navigate: NavigateFunction;
  /** a probe said the invigilator changed something */
  onNotice: (notice: number) => void;
}

export function useConnectionWatch(props: ConnectionWatchProps) {
  const { id, screen, live, send, pump, resync, toast, navigate, onNotice } = props;
  const clearToasts = useClearToasts();
  // the end screen opens without the network: a test can end while offline (a lost connection, time up)
  useEffect(() => {
    void import('../routes/attempt-end');
  }, []);
  const { phase, lostDeadline, lostEnding, meta } = screen;
  const connection = useConnection({
    enabled: phase === 'running',
    attemptId: meta?.attemptId ?? null,
    assessmentId: id,
    onNotice,
    onLost: (heardAt) => send({ type: 'connectionLost', heardAt, now: performance.now() }),
    onRestored: (lostForMs) => {
      send({ type: 'connectionRestored' });
      if (live.current.ending) return;
      toast(shellMessages.connectionRestored, 'success');
      // the probe that found us again has let the server give back the paused time: show the server's clock
      if (live.current.meta?.connectionLossPolicy === 'pause') void resync().catch(() => undefined);
      const offlineSeconds = Math.round(lostForMs / 1000);
      // with how long it lasted, so a loss the server logged itself (it showed the page disconnected) counts once
      void sendEvent(id, 'connection_lost', `offline for ${offlineSeconds} s`, { offlineSeconds })
        .then(() => sendEvent(id, 'connection_restored'))
        .catch(() => undefined);
    },
    onReply: () => {
      // while paused an answer waits for the resume (the server refuses it until then)
      if (!live.current.ending && !live.current.paused && readJournal(id).length > 0) void pump();
    },
  });

  useEffect(() => {
    if (lostDeadline === null || lostEnding) return;
    const timer = window.setInterval(() => send({ type: 'lostSecondPassed', now: performance.now() }), 250);
    return () => window.clearInterval(timer);
  }, [lostDeadline, lostEnding, send]);

  useEffect(() => {
    if (!lostEnding) return;
    // the test ends here: nothing it said while it ran stays over the end screen
    clearToasts();
    // SPEC §4: at zero 'Test Ending...', then away after 1 s: to the end screen, which waits for the network
    // to deliver the end from the outbox and then names the reason. The answer on screen is not sent: the
    // server has ended the attempt (it would refuse it), or still runs it and the student resumes at this
    // question with it as they left it (its draft stays in this browser).
    savePendingEnd(id, {
      adaptive: live.current.meta?.adaptive ?? false,
      timeTaken: Number(localStorage.getItem(keys.timeTaken)) || 0,
      endType: { type: 'auto', description: CONNECTION_LOST_END },
    });
    const timer = window.setTimeout(() => {
      exitFullscreen();
      navigate(`/test/start/end/${id}`, { replace: true });
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [lostEnding, id, live, navigate, clearToasts]);

  return connection;
}
