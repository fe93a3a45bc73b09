import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { ShowToast } from '../../../ui/toast';
import { sendEvent } from '../api/send-event';
import { type AttemptState, leftFullscreen } from '../routes/attempt-state';
import type { EndAttempt, LiveState, SendAction } from './use-attempt-state';

/** How long a fullscreen exit waits to see whether the page itself is going away. */
const FULLSCREEN_EXIT_SETTLE_MS = 500;

/**
 * Each switch away from the tab is reported; the server's reply warns, or at the limit ends the test. A page
 * going away (a reload, the tab closed) hides it too, after pagehide: that is not a switch, so it is not sent.
 */
export function useTabSwitchWatch({
  id,
  phase,
  live,
  end,
  toast,
}: {
  id: string;
  phase: AttemptState['phase'];
  live: LiveState;
  end: EndAttempt;
  toast: ShowToast;
}) {
  useEffect(() => {
    if (phase !== 'running') return;
    let unloading = false;
    const onPageHide = () => {
      unloading = true;
    };
    const onPageShow = () => {
      unloading = false;
    };
    const onVisibility = () => {
      // paused by the invigilator: the student may step away; nothing is counted
      if (!document.hidden || unloading || live.current.ending || live.current.paused) return;
      sendEvent(id, 'tab_switch')
        .then((reply) => {
          if (reply.ended) void end({ type: 'auto', description: 'tab switches' }, reply.message);
          else if (!live.current.ending) toast(reply.message, 'error');
        })
        .catch((error) => {
          if (error instanceof ApiError && error.status === 409) void end(null);
        });
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [phase, id, end, live, toast]);
}

/**
 * Leaving fullscreen (after it was on) ends the test, or, under the test's 'count' policy, is reported as one
 * more tab switch: the server warns, or at the limit ends the test.
 */
export function useFullscreenWatch({
  id,
  live,
  send,
  end,
  toast,
}: {
  id: string;
  live: LiveState;
  send: SendAction;
  end: EndAttempt;
  toast: ShowToast;
}) {
  useEffect(() => {
    // A page that goes away (closed, navigated off, reloaded) leaves fullscreen on its way out; the leave
    // guard reports that as page_left, with its grace for a reload. So an exit counts only if the page is
    // still here a moment later.
    let exit: number | undefined;
    const onChange = () => {
      const now = Boolean(document.fullscreenElement);
      const left = leftFullscreen(live.current, now);
      send({ type: 'fullscreenChanged', fullscreen: now });
      if (!left) return;
      exit = window.setTimeout(() => {
        if (live.current.paused) return;
        if (live.current.meta?.fullscreenExitPolicy === 'count') {
          sendEvent(id, 'fullscreen_exit')
            .then((reply) => {
              if (reply.ended) void end(null, reply.message);
              else if (!live.current.ending) toast(reply.message, 'error');
            })
            .catch((error) => {
              if (error instanceof ApiError && error.status === 409) void end(null);
            });
          return;
        }
        sendEvent(id, 'fullscreen_exit').catch(() => undefined);
        void end({ type: 'auto', description: 'user exited fullscreen' });
      }, FULLSCREEN_EXIT_SETTLE_MS);
    };
    const onPageHide = () => window.clearTimeout(exit);
    document.addEventListener('fullscreenchange', onChange);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.clearTimeout(exit);
      document.removeEventListener('fullscreenchange', onChange);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [id, end, live, send, toast]);
}
