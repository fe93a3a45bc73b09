import type { TestAnnouncement, TestLiveReply } from '@placement/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ShowToast } from '../../../ui/toast';
import { acknowledgeAnnouncement, getLiveAttempt } from '../api/live-attempt';
import type { AttemptState } from '../routes/attempt-state';
import { isNewNotice, noticeToShow, shownAfter } from '../utils/live-notice';
import { readJournal, saveEndNote } from '../utils/storage';
import type { EndAttempt, LiveState, SendAction } from './use-attempt-state';

/**
 * The test screen follows what the invigilator does (#29) without a reload. The 5-second connection probe says
 * when they changed something (`onNotice`); only then, and once on load, does the page read GET …/live: the
 * server's clocks (added time, a pause, a resume), an end by them with its reason, and the announcements.
 */
export function useLiveAttempt({
  id,
  phase,
  live,
  send,
  pump,
  end,
  toast,
}: {
  id: string;
  phase: AttemptState['phase'];
  live: LiveState;
  send: SendAction;
  /** sends the answers waiting in the journal (one refused while paused goes on the resume) */
  pump: () => Promise<void>;
  end: EndAttempt;
  toast: ShowToast;
}) {
  const [announcements, setAnnouncements] = useState<TestAnnouncement[]>([]);
  // the probe's newest notice (epoch ms) this page has read /live for
  const handled = useRef<number | null>(null);
  // the newest staff action (its version) shown as a notice; undefined until the first reading
  const shown = useRef<number | null | undefined>(undefined);
  const reading = useRef(false);
  const again = useRef(false);
  const actions = useRef({ pump, end, toast });
  actions.current = { pump, end, toast };

  const apply = useCallback(
    (reply: TestLiveReply) => {
      const state = live.current;
      if (state.ending || state.phase !== 'running') return;
      setAnnouncements(reply.announcements);
      if (reply.status === 'ended') {
        // the end screen names the invigilator's reason; the server has ended the attempt already
        saveEndNote(id, reply.endReason);
        void actions.current.end(null);
        return;
      }
      const wasPaused = state.paused !== null;
      send({
        type: 'liveSynced',
        paused: reply.paused
          ? {
              by: reply.paused.by,
              reason: reply.paused.reason,
              remainingSeconds: reply.remainingSeconds,
              questionRemainingSeconds: reply.questionRemainingSeconds,
            }
          : null,
        remainingSeconds: reply.remainingSeconds,
        questionRemainingSeconds: reply.questionRemainingSeconds,
        now: performance.now(),
      });
      const text = noticeToShow(reply, shown.current);
      shown.current = shownAfter(reply, shown.current);
      if (text) actions.current.toast(text, 'info');
      // an answer refused as the pause landed waits in the journal: it goes now
      if (wasPaused && !reply.paused && readJournal(id).length > 0) void actions.current.pump();
    },
    [id, live, send],
  );

  /** Reads the live state; a call while a reading is on its way reads once more after it. */
  const refresh = useCallback(async (): Promise<boolean> => {
    if (reading.current) {
      again.current = true;
      return true;
    }
    reading.current = true;
    try {
      do {
        again.current = false;
        apply(await getLiveAttempt(id));
      } while (again.current);
      return true;
    } catch {
      // offline or refused: the next probe's notice asks again
      return false;
    } finally {
      reading.current = false;
    }
  }, [apply, id]);

  const onNotice = useCallback(
    (notice: number) => {
      if (!isNewNotice(notice, handled.current)) return;
      const before = handled.current;
      handled.current = notice;
      void refresh().then((ok) => {
        if (!ok && handled.current === notice) handled.current = before;
      });
    },
    [refresh],
  );

  useEffect(() => {
    if (phase !== 'running') return;
    // the attempt runs (again, if it was reopened): an old end note is not this attempt's
    saveEndNote(id, null);
    void refresh();
  }, [phase, id, refresh]);

  const acknowledge = useCallback(
    (announcementId: string) => {
      setAnnouncements((list) =>
        list.map((a) => (a.id === announcementId ? { ...a, acknowledged: true } : a)),
      );
      // not delivered (offline): the next reading shows it again
      acknowledgeAnnouncement(id, announcementId).catch(() => undefined);
    },
    [id],
  );

  return { announcements, acknowledge, onNotice, refresh };
}
