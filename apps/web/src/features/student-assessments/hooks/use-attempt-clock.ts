import { messages } from '@placement/contract';
import { useEffect, useRef } from 'react';
import type { SubmitKind } from '../../../question-types/question-type';
import type { ShowToast } from '../../../ui/toast';
import { type AttemptState, questionTimeUp } from '../routes/attempt-state';
import { keys } from '../utils/storage';
import type { EndAttempt, LiveState, SendAction } from './use-attempt-state';
import { useCountdown } from './use-countdown';

/**
 * The test's two countdowns. The overall one runs from the server's remaining seconds on a monotonic clock
 * and ends the test at zero; the question's own one sends the current answer as it is at zero.
 */
export function useAttemptClock({
  screen,
  live,
  send,
  end,
  submit,
  toast,
}: {
  screen: AttemptState;
  live: LiveState;
  send: SendAction;
  end: EndAttempt;
  submit: (kind: Exclude<SubmitKind, 'end'>) => Promise<void>;
  toast: ShowToast;
}) {
  const { phase, meta, current, lostPaused, paused } = screen;
  // 'pause' policy: while the connection is lost both clocks stand still; the server's time comes on return.
  // Paused by the invigilator: both show the server's clocks, standing still.
  const hold = lostPaused || paused !== null;
  const counted = useHeld(useCountdown(hold ? null : (meta?.deadline ?? null)), hold);
  const remaining = paused ? paused.remainingSeconds : counted;
  useEffect(() => {
    if (remaining === null || phase !== 'running' || paused) return;
    localStorage.setItem(keys.timer, String(Math.round((remaining / 60) * 100) / 100));
    if (remaining <= 0) void end({ type: 'auto', description: "Time's up" }, messages.timesUp);
  }, [remaining, phase, paused, end]);

  const isPaused = paused !== null;
  useEffect(() => {
    if (phase !== 'running' || isPaused) return;
    const timer = window.setInterval(() => {
      localStorage.setItem(keys.timeTaken, String((Number(localStorage.getItem(keys.timeTaken)) || 0) + 1));
    }, 1000);
    return () => window.clearInterval(timer);
  }, [phase, isPaused]);

  const questionCounted = useHeld(useCountdown(hold ? null : screen.questionDeadline), hold);
  const questionRemaining = paused ? paused.questionRemainingSeconds : questionCounted;
  // biome-ignore lint/correctness/useExhaustiveDependencies: checks again when the question or the phase changes
  useEffect(() => {
    const questionId = questionTimeUp(live.current, questionRemaining);
    if (!questionId) return;
    send({ type: 'questionTimedOut', questionId });
    toast(messages.timesUp, 'error');
    void submit('timeout');
  }, [questionRemaining, phase, current, live, send, submit, toast]);

  return { remaining, questionRemaining };
}

/** The last value shown before `hold` began, while it lasts. */
function useHeld(value: number | null, hold: boolean): number | null {
  const last = useRef(value);
  if (!hold) last.current = value;
  return hold ? last.current : value;
}
