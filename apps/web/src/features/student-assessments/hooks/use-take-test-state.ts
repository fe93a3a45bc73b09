import { useCallback, useReducer, useRef } from 'react';
import {
  initialTakeTestState,
  type TakeTestAction,
  type TakeTestState,
  takeTestReducer,
} from '../routes/take-test-state';

export type SendAction = (action: TakeTestAction) => void;
/** The screen's state as of the last action, for callbacks that must not wait for a render. */
export type LiveState = { readonly current: TakeTestState };

/**
 * The screen's state (take-test-state.ts) with a live copy: the callbacks read `live.current`, which each
 * action updates at once, so two clicks in one tick cannot both send an answer.
 */
export function useTakeTestState() {
  const [state, dispatch] = useReducer(
    takeTestReducer,
    Boolean(document.fullscreenElement),
    initialTakeTestState,
  );
  const live = useRef<TakeTestState>(state);
  const send = useCallback<SendAction>((action) => {
    live.current = takeTestReducer(live.current, action);
    dispatch(action);
  }, []);
  return { state, live: live as LiveState, send };
}
