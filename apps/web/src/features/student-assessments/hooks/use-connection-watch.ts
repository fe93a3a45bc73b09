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
 * reports how long it lasted and sends the answers that waited; at zero the end waits in the outbox.
 */
export function useConnectionWatch({
  id,
  screen,
  live,
  send,
  pump,
  toast,
  navigate,
}: {
  id: string;
  screen: TakeTestState;
  live: LiveState;
  send: SendAction;
  pump: () => Promise<void>;
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
      if (readJournal(id).length > 0) void pump();
    },
  });

  useEffect(() => {
    if (lostSeconds === null || lostEnding) return;
    const timer = window.setTimeout(() => send({ type: 'lostSecondPassed' }), 1000);
    return () => window.clearTimeout(timer);
  }, [lostSeconds, lostEnding, send]);

  useEffect(() => {
    if (!lostEnding) return;
    // SPEC §4: at zero 'Test Ending...', then /student/test after 1 s. The end waits in the outbox.
    savePendingEnd(id, {
      adaptive: live.current.meta?.adaptive ?? false,
      timeTaken: Number(localStorage.getItem(keys.timeTaken)) || 0,
      endType: { type: 'auto', description: 'connection lost' },
    });
    const timer = window.setTimeout(() => {
      exitFullscreen();
      navigate('/student/test', { replace: true });
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [lostEnding, id, live, navigate]);

  return connection;
}
