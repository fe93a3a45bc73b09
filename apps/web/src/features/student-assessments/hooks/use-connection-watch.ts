import { useEffect } from 'react';
import type { NavigateFunction } from 'react-router';
import type { ShowToast } from '../../../ui/toast';
import { sendEvent } from '../api/send-event';
import type { TakeTestState } from '../routes/take-test-state';
import { exitFullscreen } from '../utils/fullscreen';
import { shellMessages } from '../utils/shell-messages';
import { keys, readJournal, savePendingEnd } from '../utils/storage';
import { useConnection } from './use-connection';
import type { LiveState, SendAction } from './use-take-test-state';

/**
 * The connection while the test runs: a loss starts SPEC §4's countdown ('Connection Lost!'), a return
 * reports how long it lasted; any reply sends the answers that waited. At zero the end waits in the outbox
 * and the end screen (loaded with the test, so it opens offline) delivers it and says why once it can.
 */
export function useConnectionWatch({
  id,
  screen,
  live,
  send,
  pump,
  keepAnswerOnScreen,
  toast,
  navigate,
}: {
  id: string;
  screen: TakeTestState;
  live: LiveState;
  send: SendAction;
  pump: () => Promise<void>;
  /** puts the answer on screen into the journal ahead of the end */
  keepAnswerOnScreen: () => Promise<void>;
  toast: ShowToast;
  navigate: NavigateFunction;
}) {
  const { phase, lostSeconds, lostEnding } = screen;
  const connection = useConnection({
    enabled: phase === 'running',
    onLost: () => send({ type: 'connectionLost' }),
    onRestored: (lostForMs) => {
      send({ type: 'connectionRestored' });
      if (live.current.ending) return;
      toast(shellMessages.connectionRestored, 'success');
      void sendEvent(id, 'connection_lost', `offline for ${Math.round(lostForMs / 1000)} s`)
        .then(() => sendEvent(id, 'connection_restored'))
        .catch(() => undefined);
    },
    onReply: () => {
      if (!live.current.ending && readJournal(id).length > 0) void pump();
    },
  });

  useEffect(() => {
    if (lostSeconds === null || lostEnding) return;
    const timer = window.setTimeout(() => send({ type: 'lostSecondPassed' }), 1000);
    return () => window.clearTimeout(timer);
  }, [lostSeconds, lostEnding, send]);

  useEffect(() => {
    if (!lostEnding) return;
    // SPEC §4: at zero 'Test Ending...', then away after 1 s: to the end screen, which waits for the network
    // to deliver the end from the outbox and then names the reason.
    void keepAnswerOnScreen().then(() =>
      savePendingEnd(id, {
        adaptive: live.current.meta?.adaptive ?? false,
        timeTaken: Number(localStorage.getItem(keys.timeTaken)) || 0,
        endType: { type: 'auto', description: 'connection lost' },
      }),
    );
    const timer = window.setTimeout(() => {
      exitFullscreen();
      navigate(`/test/start/end/${id}`, { replace: true });
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [lostEnding, id, live, navigate, keepAnswerOnScreen]);

  return connection;
}
