import { messages, type QuestionState } from '@placement/contract';
import { isQuestionTypeName } from '@placement/domain';
import { type MouseEvent, useCallback, useEffect, useReducer, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import type { RendererHandle } from '../../../question-types/question-type';
import { questionTypeOf } from '../../../question-types/registry';
import { rightClickBlocked } from '../../../question-types/shared/messages';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Logo } from '../../../ui/logo';
import { FullPageSpinner, Spinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { getTest } from '../api/get-test';
import { sendEvent } from '../api/send-event';
import { startTest } from '../api/start-test';
import { TestSidebar } from '../components/test-sidebar';
import { useAudioProctor } from '../hooks/use-audio-proctor';
import { cameraStatus as cameraStatusText, useCameraProctor } from '../hooks/use-camera-proctor';
import { useConnection } from '../hooks/use-connection';
import { useCountdown } from '../hooks/use-countdown';
import { useFacePresence } from '../hooks/use-face-presence';
import { useInputEvidence } from '../hooks/use-input-evidence';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { formatHms, topicTypeName } from '../utils/format';
import { drainJournal, finishTest, isNetworkFailure } from '../utils/outbox';
import {
  appendJournal,
  clearAfterEnd,
  clearDrafts,
  type EndType,
  keys,
  readDraft,
  readJournal,
  readPendingEnd,
  saveDraft,
  savePendingEnd,
  saveQuestion,
  saveStart,
  takeHandover,
} from '../utils/storage';
import {
  initialTakeTestState,
  leftFullscreen,
  questionTimeUp,
  type TakeTestAction,
  type TakeTestState,
  takeTestReducer,
} from './take-test-state';

/** How long a fullscreen exit waits to see whether the page itself is going away. */
const FULLSCREEN_EXIT_SETTLE_MS = 500;

export const shellMessages = {
  submitConfirm: 'Are you sure you want to submit the test?',
  resetConfirm: 'Are you sure you want to reset the question? All changes will be lost.',
  submitting: 'Submitting the test, please wait...',
  connectionLost: 'Connection Lost!',
  connectionRestored: 'Connection restored',
  testEnding: 'Test Ending...',
  movement: "You're moving too much. This may lead to disqualification.",
  cameraOff: 'Camera has been turned off or permissions changed.',
} as const;
function emptyDraft(type: string | null): unknown {
  return type && isQuestionTypeName(type) ? questionTypeOf(type).emptyAnswer() : null;
}

function exitFullscreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
}

/**
 * The screen's state (take-test-state.ts) with a live copy: the callbacks below read `live.current`, which
 * each action updates at once, so two clicks in one tick cannot both send an answer.
 */
function useTakeTestState() {
  const [state, dispatch] = useReducer(
    takeTestReducer,
    Boolean(document.fullscreenElement),
    initialTakeTestState,
  );
  const live = useRef<TakeTestState>(state);
  const send = useCallback((action: TakeTestAction) => {
    live.current = takeTestReducer(live.current, action);
    dispatch(action);
  }, []);
  return { state, live, send };
}

/** /student/test/{id}/start: the test-taking shell (SPEC §2, §4). Time always comes from the server. */
export function TakeTestRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { state: screen, live, send } = useTakeTestState();
  const { phase, meta, current, draft, saving, inlineError, dialog, lostSeconds, lostEnding, fullscreen } =
    screen;
  const rendererRef = useRef<RendererHandle>(null);

  const setDraft = useCallback(
    (value: unknown) => {
      send({ type: 'draftChanged', value });
      const questionId = live.current.current?.question?._id;
      if (typeof questionId === 'string') saveDraft(id, questionId, value);
    },
    [id, live, send],
  );

  /** Ends the attempt (or, with null, leaves one the server already ended) and opens the end screen. */
  const end = useCallback(
    async (endType: EndType | null) => {
      if (live.current.ending) return;
      send({ type: 'endStarted' });
      if (endType) {
        savePendingEnd(id, {
          adaptive: live.current.meta?.adaptive ?? false,
          timeTaken: Number(localStorage.getItem(keys.timeTaken)) || 0,
          endType,
        });
      }
      try {
        await finishTest(id);
      } catch (error) {
        // offline: the end screen keeps trying; a refusal is shown
        if (!isNetworkFailure(error) && error instanceof Error) toast(error.message, 'error');
      }
      clearDrafts(id);
      clearAfterEnd();
      exitFullscreen();
      navigate(`/test/start/end/${id}`, { replace: true });
    },
    [id, live, navigate, send, toast],
  );

  const apply = useCallback(
    (state: QuestionState) => {
      if (state.finished || !state.question) {
        void end(null);
        return;
      }
      const questionId = String(state.question._id);
      saveQuestion(state);
      send({
        type: 'questionShown',
        state,
        draft: readDraft(id, questionId) ?? emptyDraft(state.topicType),
        now: performance.now(),
      });
    },
    [end, id, send],
  );

  /** After a refused answer: ask the server where the attempt stands. */
  const resync = useCallback(async () => {
    const detail = await getTest(id);
    if (!detail.assessment.inProgress) return end(null);
    const reply = await startTest(id, detail.assessment.isAdaptive);
    apply(reply.firstQuestion);
  }, [apply, end, id]);

  const connectionRef = useRef<{ reportLost: () => void }>({ reportLost: () => undefined });

  /** Sends the journal in order; while offline the answers wait in it and 'Saving...' stays. */
  const pump = useCallback(async () => {
    send({ type: 'savingStarted' });
    try {
      const next = await drainJournal(id);
      send({ type: 'savingStopped' });
      if (live.current.ending) return;
      if (next) apply(next);
      else await resync();
    } catch (error) {
      if (isNetworkFailure(error)) {
        connectionRef.current.reportLost();
        return;
      }
      send({ type: 'savingStopped' });
      if (error instanceof Error) toast(error.message, 'error');
    }
  }, [apply, id, live, resync, send, toast]);

  const submit = useCallback(
    async (kind: 'next' | 'skip' | 'timeout') => {
      const { current: state, draft: answer, saving: busy, ending, shownAt, meta: testMeta } = live.current;
      const question = state?.question;
      if (!state || !question || busy || ending) return;
      const questionId = String(question._id);
      const questionType =
        state.topicType && isQuestionTypeName(state.topicType) ? questionTypeOf(state.topicType) : null;
      let response: unknown = answer;
      if (questionType) {
        // the buttons wait while the type prepares its answer (a coding answer compiles first)
        send({ type: 'savingStarted' });
        const reply = await questionType.responseFor(kind, answer, rendererRef.current);
        if ('missing' in reply) {
          send({ type: 'savingStopped' });
          send({ type: 'answerMissing', message: reply.missing });
          return;
        }
        response = reply.response;
      }
      appendJournal(id, {
        questionId,
        response,
        timeTaken: Math.round((performance.now() - shownAt) / 1000),
        adaptive: testMeta?.adaptive ?? false,
      });
      await pump();
    },
    [id, live, pump, send],
  );

  // ---- load: the handed-over start reply, or start again, which resumes the open attempt ----
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per test
  useEffect(() => {
    let cancelled = false;
    const load = async () => {
      try {
        let reply = takeHandover(id);
        if (!reply) {
          const detail = await getTest(id);
          if (!detail.assessment.inProgress) {
            const ended = readPendingEnd(id) !== null || detail.assessment.attemptsUsed > 0;
            navigate(
              ended
                ? `/test/start/end/${id}`
                : `/student/test/${id}?isAdaptive=${detail.assessment.isAdaptive}`,
              { replace: true },
            );
            return;
          }
          reply = await startTest(id, detail.assessment.isAdaptive);
          saveStart(id, reply, false);
        }
        if (cancelled) return;
        const loadedMeta = {
          adaptive: reply.isAdaptive,
          topicNames: reply.topicNames,
          totalQuestions: reply.totalQuestions,
          conf: {
            isCameraRequired: reply.config.isCameraRequired,
            maxCameraSwitches: reply.config.maxCameraSwitches,
            maxTabSwitches: reply.config.maxTabSwitches,
          },
          deadline: performance.now() + reply.remainingSeconds * 1000,
        };
        let state = reply.firstQuestion;
        let offline = false;
        if (readJournal(id).length > 0) {
          try {
            state = (await drainJournal(id)) ?? (await startTest(id, reply.isAdaptive)).firstQuestion;
          } catch {
            offline = true;
          }
        }
        if (cancelled) return;
        send({ type: 'loaded', meta: loadedMeta });
        apply(state);
        if (offline) void pump();
      } catch (error) {
        if (cancelled) return;
        send({
          type: 'loadFailed',
          message: error instanceof ApiError ? error.message : messages.somethingWrong,
        });
      }
    };
    void load();
    return () => {
      cancelled = true;
    };
  }, [id]);

  // ---- the overall countdown, from the server's remaining seconds on a monotonic clock ----
  const remaining = useCountdown(meta?.deadline ?? null);
  useEffect(() => {
    if (remaining === null || phase !== 'running') return;
    localStorage.setItem(keys.timer, String(Math.round((remaining / 60) * 100) / 100));
    if (remaining <= 0) {
      toast(messages.timesUp, 'error');
      void end({ type: 'auto', description: "Time's up" });
    }
  }, [remaining, phase, end, toast]);

  useEffect(() => {
    if (phase !== 'running') return;
    const timer = window.setInterval(() => {
      localStorage.setItem(keys.timeTaken, String((Number(localStorage.getItem(keys.timeTaken)) || 0) + 1));
    }, 1000);
    return () => window.clearInterval(timer);
  }, [phase]);

  // ---- the question countdown: at zero the current answer goes in as it is ----
  const questionRemaining = useCountdown(screen.questionDeadline);
  // biome-ignore lint/correctness/useExhaustiveDependencies: checks again when the question or the phase changes
  useEffect(() => {
    const questionId = questionTimeUp(live.current, questionRemaining);
    if (!questionId) return;
    send({ type: 'questionTimedOut', questionId });
    toast(messages.timesUp, 'error');
    void submit('timeout');
  }, [questionRemaining, phase, current, live, send, submit, toast]);

  // ---- connection ----
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
  connectionRef.current = connection;

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

  // ---- proctoring: tabs, fullscreen, camera ----
  useEffect(() => {
    if (phase !== 'running') return;
    const onVisibility = () => {
      if (!document.hidden || live.current.ending) return;
      sendEvent(id, 'tab_switch')
        .then((reply) => {
          toast(reply.message, 'error');
          if (reply.ended) void end({ type: 'auto', description: 'tab switches' });
        })
        .catch((error) => {
          if (error instanceof ApiError && error.status === 409) void end(null);
        });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [phase, id, end, live, toast]);

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
  }, [id, end, live, send]);

  const cameraRequired = meta?.conf.isCameraRequired ?? false;
  const camera = useCameraProctor({
    enabled: phase === 'running' && cameraRequired,
    testId: id,
    maxCameraSwitches: meta?.conf.maxCameraSwitches,
    onMovement: () => toast(shellMessages.movement, 'error'),
    onDisconnected: () => {
      if (live.current.ending) return;
      toast(shellMessages.cameraOff, 'error');
      void end({ type: 'auto', description: 'Camera disconnected' });
    },
  });

  const face = useFacePresence({
    enabled: phase === 'running' && cameraRequired,
    testId: id,
    videoRef: camera.videoRef,
    onReply: (reply) => {
      if (live.current.ending) return;
      toast(reply.message, 'error');
      if (reply.ended) void end({ type: 'auto', description: 'face events' });
    },
  });
  useInputEvidence({ enabled: phase === 'running', testId: id });

  useAudioProctor({
    enabled: phase === 'running' && cameraRequired,
    testId: id,
    onReply: (reply) => {
      if (live.current.ending) return;
      toast(reply.message, 'error');
      if (reply.ended) void end({ type: 'auto', description: 'Too much noise' });
    },
  });

  const leaveGuard = useLeaveGuard({
    active: phase === 'running',
    testId: id,
    isEnding: useCallback(() => live.current.ending, [live]),
    onBack: useCallback(() => send({ type: 'dialogOpened', dialog: 'leave' }), [send]),
    onReturn: useCallback(() => void resync().catch(() => undefined), [resync]),
  });
  const stayOnTest = () => {
    send({ type: 'dialogClosed' });
    leaveGuard.rearm();
  };

  const blockContextMenu = (event: MouseEvent) => {
    event.preventDefault();
    toast(rightClickBlocked, 'error');
  };

  if (phase === 'loading') return <FullPageSpinner label="Loading your test" />;
  if (phase === 'error' || !meta) {
    return (
      <main className="mx-auto max-w-xl px-4 py-16">
        <h1 className="text-xl font-semibold text-slate-900">The test could not be opened</h1>
        <div className="mt-4">
          <Alert tone="error">{screen.loadError ?? messages.somethingWrong}</Alert>
        </div>
        <Button className="mt-6" variant="secondary" onClick={() => navigate('/student/test')}>
          Back to tests
        </Button>
      </main>
    );
  }

  const question = current?.question ?? null;
  const type = current?.topicType ?? null;
  const questionType = type && isQuestionTypeName(type) ? questionTypeOf(type) : null;
  const Renderer = questionType?.Renderer;
  const disabled = saving || phase !== 'running';
  const questionKey = question ? String(question._id) : 'none';

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: blocks the context menu only, nothing to operate
    <div className="flex h-dvh flex-col bg-slate-50" onContextMenu={blockContextMenu}>
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3">
        <Logo />
        <div className="flex items-center gap-4">
          <div className="text-right">
            <p id="overall-timer-label" className="text-xs font-medium text-slate-600">
              Time left
            </p>
            <p
              role="timer"
              aria-labelledby="overall-timer-label"
              className={`font-mono text-lg font-semibold ${remaining !== null && remaining <= 60 ? 'text-red-700' : 'text-slate-900'}`}
            >
              {formatHms(remaining ?? 0)}
            </p>
          </div>
          <Button
            onClick={() => send({ type: 'dialogOpened', dialog: 'end' })}
            disabled={phase !== 'running'}
          >
            End Test &amp; Submit
          </Button>
        </div>
      </header>

      {!fullscreen && phase === 'running' && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          <span>The test should run in fullscreen.</span>
          <Button
            variant="secondary"
            className="py-1.5"
            onClick={() => void document.documentElement.requestFullscreen().catch(() => undefined)}
          >
            Enter Fullscreen
          </Button>
        </div>
      )}

      <div className="flex min-h-0 flex-1 flex-col md:flex-row">
        <aside className="border-b border-slate-200 bg-white md:w-64 md:shrink-0 md:overflow-y-auto md:border-r md:border-b-0">
          <TestSidebar
            topicNames={meta.topicNames}
            currentTopicIndex={current?.topicIndex ?? 0}
            count={current?.count ?? 1}
            camera={
              cameraRequired
                ? {
                    videoRef: camera.videoRef,
                    status: face.status ?? (camera.status || cameraStatusText.starting),
                  }
                : null
            }
          />
        </aside>

        <main className="min-w-0 flex-1 overflow-y-auto px-4 py-6 sm:px-8">
          {question && current && (
            <div className="mx-auto max-w-6xl">
              <div className="flex flex-wrap items-start justify-between gap-4">
                <div>
                  <h1 className="text-xl font-bold tracking-tight text-slate-900">{current.topicName}</h1>
                  <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                    <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
                      {topicTypeName(type)}
                    </span>
                    <span className="text-slate-700">
                      Question {current.count} of {meta.totalQuestions}
                    </span>
                  </div>
                </div>
                {questionRemaining !== null && (
                  <div className="text-right">
                    <p id="question-timer-label" className="text-xs font-medium text-slate-600">
                      Time left for this question
                    </p>
                    <p
                      role="timer"
                      aria-labelledby="question-timer-label"
                      className={`font-mono text-lg font-semibold ${questionRemaining <= 10 ? 'text-red-700' : 'text-slate-900'}`}
                    >
                      {formatHms(questionRemaining)}
                    </p>
                  </div>
                )}
              </div>

              <section
                aria-label={`Question ${current.count}`}
                className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                {Renderer && (
                  <Renderer
                    key={questionKey}
                    handle={rendererRef}
                    testId={id}
                    question={question}
                    value={draft}
                    onChange={setDraft}
                    overallRemaining={remaining ?? 0}
                    disabled={disabled}
                  />
                )}
                {inlineError && (
                  <div className="mt-4">
                    <Alert tone="error">{inlineError}</Alert>
                  </div>
                )}
              </section>

              <div className="mt-6 flex flex-wrap justify-end gap-3">
                {questionType?.resettable && (
                  <Button
                    variant="secondary"
                    onClick={() => send({ type: 'dialogOpened', dialog: 'reset' })}
                    disabled={disabled}
                  >
                    Reset
                  </Button>
                )}
                <Button variant="secondary" onClick={() => void submit('skip')} disabled={disabled}>
                  Skip
                </Button>
                <Button onClick={() => void submit('next')} disabled={disabled} loading={saving}>
                  {saving ? 'Saving...' : 'Next'}
                </Button>
              </div>
            </div>
          )}
        </main>
      </div>

      <Dialog
        open={dialog === 'end'}
        title={shellMessages.submitConfirm}
        onCancel={() => send({ type: 'dialogClosed' })}
        actions={
          <>
            <Button variant="secondary" onClick={() => send({ type: 'dialogClosed' })} data-autofocus>
              Cancel
            </Button>
            <Button
              onClick={() => {
                send({ type: 'dialogClosed' });
                void end('manual');
              }}
            >
              Submit
            </Button>
          </>
        }
      />
      <Dialog
        open={dialog === 'leave'}
        title={shellMessages.submitConfirm}
        onCancel={stayOnTest}
        actions={
          <>
            <Button variant="secondary" onClick={stayOnTest} data-autofocus>
              Cancel
            </Button>
            <Button
              onClick={() => {
                send({ type: 'dialogClosed' });
                void end({ type: 'auto', description: 'left page' });
              }}
            >
              Submit
            </Button>
          </>
        }
      >
        <p>Leaving the test screen submits the test.</p>
      </Dialog>
      <Dialog
        open={dialog === 'reset'}
        title={shellMessages.resetConfirm}
        onCancel={() => send({ type: 'dialogClosed' })}
        actions={
          <>
            <Button variant="secondary" onClick={() => send({ type: 'dialogClosed' })} data-autofocus>
              Cancel
            </Button>
            <Button
              onClick={() => {
                send({ type: 'dialogClosed' });
                rendererRef.current?.reset();
              }}
            >
              Reset
            </Button>
          </>
        }
      />
      <Dialog open={lostSeconds !== null && phase !== 'ending'} title={shellMessages.connectionLost}>
        {lostEnding ? (
          <p className="font-semibold">{shellMessages.testEnding}</p>
        ) : (
          <p>
            Trying to reconnect. Your answers are kept on this device. The test will be submitted
            automatically in <span className="font-semibold">{lostSeconds}</span> seconds.
          </p>
        )}
      </Dialog>

      {phase === 'ending' && (
        <div className="fixed inset-0 z-40 flex items-center justify-center bg-slate-900/70">
          <output className="flex flex-col items-center gap-3 rounded-2xl bg-white px-8 py-6 text-slate-900 shadow-xl">
            <Spinner className="size-8 text-brand-700" />
            <span className="font-semibold">{shellMessages.submitting}</span>
          </output>
        </div>
      )}
    </div>
  );
}
