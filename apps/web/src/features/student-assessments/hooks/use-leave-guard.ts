import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sendEvent } from '../api/send-event';

/** How deep the guard entry is: the shell keeps GUARD_DEPTH of them above the test's own history entry. */
type GuardState = { testGuard?: number } | null;

/**
 * Back presses that may come before the shell has put its guard back: each lands on another guard entry (or
 * the test's own entry), still on the test screen, so quick presses never leave it without the question.
 */
const GUARD_DEPTH = 3;

/** A page_left waiting for the end of the current task: React's StrictMode unmounts and remounts at once. */
let pendingLeave: number | undefined;

/**
 * SPEC §4: leaving the screen submits the test, and leaving or reloading asks first.
 *
 * - Back, inside the app: the shell keeps GUARD_DEPTH guard entries on top of the history, so Back lands on the
 *   shell again and calls `onBack` (the shell asks, then submits or stays); the guard entries are put back at
 *   once, so two or three quick presses all land on the test screen too (#28 item 6).
 * - The page going away (tab closed, another address, reload): the browser asks (beforeunload), then the
 *   server is told (page_left). A browser cannot tell a reload from a leave; a reload resumes the attempt at
 *   once, which the server takes as coming back, and otherwise the server ends it after its grace.
 * - The shell unmounted by some other navigation counts as leaving too.
 */
export function useLeaveGuard({
  active,
  assessmentId,
  isEnding,
  onBack,
  onReturn,
}: {
  active: boolean;
  assessmentId: string;
  isEnding: () => boolean;
  onBack: () => void;
  /** the page came back from the back/forward cache after it had said it left */
  onReturn: () => void;
}): { rearm: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const depth = Number((location.state as GuardState)?.testGuard) || 0;
  const armed = useRef(false);

  /** Puts the guard entries back above the current one, up to GUARD_DEPTH. */
  const rearm = useCallback(() => {
    for (let level = depth + 1; level <= GUARD_DEPTH; level++) {
      navigate(`${location.pathname}${location.search}`, { state: { testGuard: level } });
    }
  }, [navigate, location.pathname, location.search, depth]);

  // Layout effects: the guard and the listeners are in place before the question first shows.
  useLayoutEffect(() => {
    if (!active) return;
    if (depth === GUARD_DEPTH) {
      armed.current = true;
      return;
    }
    if (armed.current) onBack();
    rearm();
  }, [active, depth, onBack, rearm]);

  const reportLeft = useCallback(() => {
    if (!isEnding()) sendEvent(assessmentId, 'page_left').catch(() => undefined);
  }, [isEnding, assessmentId]);

  useLayoutEffect(() => {
    if (!active) return;
    window.clearTimeout(pendingLeave);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) onReturn();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pagehide', reportLeft);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', reportLeft);
      window.removeEventListener('pageshow', onPageShow);
      pendingLeave = window.setTimeout(reportLeft, 0);
    };
  }, [active, reportLeft, onReturn]);

  return { rearm };
}
