import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sendEvent } from '../api/send-event';

type GuardState = { testGuard?: boolean } | null;

/** A page_left waiting for the end of the current task: React's StrictMode unmounts and remounts at once. */
let pendingLeave: number | undefined;

/**
 * SPEC §4: leaving the screen submits the test, and leaving or reloading asks first.
 *
 * - Back, inside the app: the shell pushes a guard entry onto the history, so Back lands on the shell again and
 *   calls `onBack` (the shell asks, then submits or calls `rearm`).
 * - The page going away (tab closed, another address, reload): the browser asks (beforeunload), then the
 *   server is told (page_left). A browser cannot tell a reload from a leave; a reload resumes the attempt at
 *   once, which the server takes as coming back, and otherwise the server ends it after its grace.
 * - The shell unmounted by some other navigation counts as leaving too.
 */
export function useLeaveGuard({
  active,
  testId,
  isEnding,
  onBack,
  onReturn,
}: {
  active: boolean;
  testId: string;
  isEnding: () => boolean;
  onBack: () => void;
  /** the page came back from the back/forward cache after it had said it left */
  onReturn: () => void;
}): { rearm: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const guarded = (location.state as GuardState)?.testGuard === true;
  const armed = useRef(false);

  const rearm = useCallback(() => {
    navigate(`${location.pathname}${location.search}`, { state: { testGuard: true } });
  }, [navigate, location.pathname, location.search]);

  // Layout effects: the guard and the listeners are in place before the question first shows.
  useLayoutEffect(() => {
    if (!active) return;
    if (guarded) armed.current = true;
    else if (armed.current) onBack();
    else rearm();
  }, [active, guarded, onBack, rearm]);

  const reportLeft = useCallback(() => {
    if (!isEnding()) sendEvent(testId, 'page_left').catch(() => undefined);
  }, [isEnding, testId]);

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
