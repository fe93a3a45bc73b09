import { useCallback, useReducer, useRef } from 'react';
import {
  type AttemptAction,
  type AttemptState,
  attemptReducer,
  initialAttemptState,
} from '../routes/attempt-state';

export type SendAction = (action: AttemptAction) => void;
/** The screen's state as of the last action, for callbacks that must not wait for a render. */
export type LiveState = { readonly current: AttemptState };

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
