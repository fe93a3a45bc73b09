import { useCallback, useReducer, useRef } from 'react';
import {
  type AttemptAction,
  type AttemptState,
  attemptReducer,
  initialAttemptState,
} from '../routes/attempt-state';
import type { EndType } from '../utils/storage';

export type SendAction = (action: AttemptAction) => void;
/** The screen's state as of the last action, for callbacks that must not wait for a render. */
export type LiveState = { readonly current: AttemptState };
/**
 * Ends the attempt (or, with null, leaves one the server already ended) and opens the end screen. What the
 * test screen said before is cleared as it ends; `reason` (why a rule ends it) is shown instead.
 */
export type EndAttempt = (endType: EndType | null, reason?: string) => Promise<void>;

/**
 * The screen's state (attempt-state.ts) with a live copy: the callbacks read `live.current`, which each
 * action updates at once, so two clicks in one tick cannot both send an answer.
 */
export function useAttemptState() {
  const [state, dispatch] = useReducer(
    attemptReducer,
    Boolean(document.fullscreenElement),
    initialAttemptState,
  );
  const live = useRef<AttemptState>(state);
  const send = useCallback<SendAction>((action) => {
    live.current = attemptReducer(live.current, action);
    dispatch(action);
  }, []);
  return { state, live: live as LiveState, send };
}
