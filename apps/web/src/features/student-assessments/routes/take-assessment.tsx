import { messages, type QuestionState } from '@placement/contract';
import { isQuestionTypeName } from '@placement/domain';
import { type MouseEvent, useCallback, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { RendererHandle, SubmitKind } from '../../../question-types/question-type';
import { questionTypeOf } from '../../../question-types/registry';
import { rightClickBlocked } from '../../../question-types/shared/messages';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { FullPageSpinner } from '../../../ui/spinner';
import { ToastOutlet, useClearToasts, useToast } from '../../../ui/toast';
import { getAssessment } from '../api/get-assessment';
import { startAttempt } from '../api/start-attempt';
import { Announcements } from '../components/announcements';
import { AttemptDialogs } from '../components/attempt-dialogs';
import { AttemptHeader } from '../components/attempt-header';
import { AttemptLoadError, TabNotice } from '../components/attempt-notices';
import { AttemptSidebar } from '../components/attempt-sidebar';
import { ConnectionBanner } from '../components/connection-banner';
import { PausedPanel } from '../components/paused-panel';
import { QuestionHeading } from '../components/question-heading';
import { useAttemptClock } from '../hooks/use-attempt-clock';
import { useAttemptProctoring } from '../hooks/use-attempt-proctoring';
import { type EndAttempt, useAttemptState } from '../hooks/use-attempt-state';
import { useConnectionWatch } from '../hooks/use-connection-watch';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { useLiveAttempt } from '../hooks/use-live-attempt';
import { useLoadAttempt } from '../hooks/use-load-attempt';
import { useFullscreenWatch, useTabSwitchWatch } from '../hooks/use-proctor-watch';
import { useTabHold } from '../hooks/use-tab-hold';
import { isOpenElsewhere, isTabLost } from '../utils/attempt-tab';
import { exitFullscreen } from '../utils/fullscreen';
import { drainJournal, finishAttempt, isAttemptPaused, isNetworkFailure } from '../utils/outbox';
import {
  appendJournal,
  clearAfterEnd,
  clearDrafts,
  clearPendingEnd,
  keys,
  readDraft,
  readJournal,
  saveDraft,
  savePendingEnd,
  saveQuestion,
} from '../utils/storage';

function emptyDraft(type: string | null): unknown {
  return type && isQuestionTypeName(type) ? questionTypeOf(type).emptyAnswer() : null;
}

/** /student/test/{id}/start: the test-taking shell (SPEC §2, §4). Time always comes from the server. */
export function TakeAssessmentRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const clearToasts = useClearToasts();
  const { state: screen, live, send } = useAttemptState();
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

  /**
   * The answer on screen, into the journal ahead of the end, whatever ends the attempt: a coding answer as it
   * stands (the server judges it), never lost to a compile still running or to the drafts being cleared.
   */
  const keepAnswerOnScreen = useCallback(async () => {
    const { current: state, draft: answer, shownAt, meta: attemptMeta } = live.current;
    const question = state?.question;
    if (!state || !question) return;
    const questionId = String(question._id);
    if (readJournal(id).some((entry) => entry.questionId === questionId)) return;
    const questionType =
      state.topicType && isQuestionTypeName(state.topicType) ? questionTypeOf(state.topicType) : null;
    const reply = questionType
      ? await questionType.responseFor('end', answer, rendererRef.current)
      : { response: answer };
    if ('missing' in reply) return;
    appendJournal(id, {
      questionId,
      response: reply.response,
      timeTaken: Math.round((performance.now() - shownAt) / 1000),
      adaptive: attemptMeta?.adaptive ?? false,
    });
  }, [id, live]);

  /** Ends the attempt (or, with null, leaves one the server already ended) and opens the end screen. */
  const end = useCallback<EndAttempt>(
    async (endType, reason) => {
      // a tab another one took over ends nothing: the tab holding the attempt does
      if (live.current.ending || live.current.phase === 'moved') return;
      // paused by the invigilator: nothing the page decides ends the test (the server refuses it too)
      if (endType && live.current.paused) {
        send({ type: 'dialogClosed' });
        toast(messages.testPausedEnd, 'info');
        return;
      }
      send({ type: 'endStarted' });
      // what the test said while it ran (a resume, a restored connection) no longer holds: only why it ends
      clearToasts();
      if (reason) toast(reason, 'error');
      if (endType) {
        await keepAnswerOnScreen();
        savePendingEnd(id, {
          adaptive: live.current.meta?.adaptive ?? false,
          timeTaken: Number(localStorage.getItem(keys.timeTaken)) || 0,
          endType,
        });
      }
      try {
        await finishAttempt(id);
      } catch (error) {
        if (isTabLost(error)) {
          clearPendingEnd(id);
          return;
        }
        // offline: the end screen keeps trying; a refusal is shown
        if (!isNetworkFailure(error) && error instanceof Error) toast(error.message, 'error');
      }
      clearDrafts(id);
      clearAfterEnd();
      exitFullscreen();
      navigate(`/test/start/end/${id}`, { replace: true });
    },
    [id, keepAnswerOnScreen, live, navigate, send, toast, clearToasts],
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
    const detail = await getAssessment(id);
    if (!detail.assessment.inProgress) return end(null);
    try {
      const reply = await startAttempt(id, detail.assessment.isAdaptive);
      // the server's clock: under the 'pause' policy it moved while the connection was lost
      send({ type: 'clockSynced', remainingSeconds: reply.remainingSeconds, now: performance.now() });
      apply(reply.firstQuestion);
    } catch (error) {
      if (!isOpenElsewhere(error)) throw error;
      send({ type: 'tabLost', answerKept: readJournal(id).length > 0 });
    }
  }, [apply, end, id, send]);

  const connectionRef = useRef<{ recheck: () => void }>({ recheck: () => undefined });
  const liveAttemptRef = useRef<{ refresh: () => Promise<boolean> }>({ refresh: async () => false });

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
        connectionRef.current.recheck();
        return;
      }
      // the answer stays journalled; useTabHold has put up the notice
      if (isTabLost(error)) return;
      if (isAttemptPaused(error)) {
        // sent as the invigilator paused the test: it stays journalled and goes on the resume
        send({ type: 'savingStopped' });
        if (error instanceof Error) toast(error.message, 'info');
        void liveAttemptRef.current.refresh();
        return;
      }
      send({ type: 'savingStopped' });
      if (error instanceof Error) toast(error.message, 'error');
    }
  }, [apply, id, live, resync, send, toast]);

  const submit = useCallback(
    async (kind: Exclude<SubmitKind, 'end'>) => {
      const {
        current: state,
        draft: answer,
        saving: busy,
        ending,
        shownAt,
        meta: attemptMeta,
      } = live.current;
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
        adaptive: attemptMeta?.adaptive ?? false,
      });
      await pump();
    },
    [id, live, pump, send],
  );

  const { continueHere } = useLoadAttempt({ id, navigate, send, apply, pump });
  useTabHold({ id, send });
  const { remaining, questionRemaining } = useAttemptClock({ screen, live, send, end, submit, toast });
  const liveAttempt = useLiveAttempt({ id, phase, live, send, pump, end, toast });
  liveAttemptRef.current = liveAttempt;
  const connection = useConnectionWatch({
    id,
    screen,
    live,
    send,
    pump,
    resync,
    toast,
    navigate,
    onNotice: liveAttempt.onNotice,
  });
  connectionRef.current = connection;
  useTabSwitchWatch({ id, phase, live, end, toast });
  useFullscreenWatch({ id, live, send, end, toast });

  const camera = useAttemptProctoring({
    id,
    running: phase === 'running',
    cameraRequired: meta?.conf.isCameraRequired ?? false,
    maxCameraSwitches: meta?.conf.maxCameraSwitches,
    live,
    end,
    toast,
  });

  const leaveGuard = useLeaveGuard({
    active: phase === 'running',
    assessmentId: id,
    isEnding: useCallback(() => live.current.ending || live.current.phase === 'moved', [live]),
    onBack: useCallback(() => send({ type: 'dialogOpened', dialog: 'leave' }), [send]),
    onReturn: useCallback(() => void resync().catch(() => undefined), [resync]),
  });
  const stayOnAttempt = () => {
    send({ type: 'dialogClosed' });
    leaveGuard.rearm();
  };

  const blockContextMenu = (event: MouseEvent) => {
    event.preventDefault();
    toast(rightClickBlocked, 'error');
  };

  if (phase === 'loading') return <FullPageSpinner label="Loading your test" />;
  if (phase === 'elsewhere' || phase === 'moved') {
    return (
      <TabNotice
        kind={phase}
        answerKept={screen.answerKept}
        lastOpen={screen.lastOpen}
        onContinue={continueHere}
      />
    );
  }
  if (phase === 'error' || !meta) {
    return <AttemptLoadError message={screen.loadError} onBack={() => navigate('/student/test')} />;
  }

  const question = current?.question ?? null;
  const type = current?.topicType ?? null;
  const questionType = type && isQuestionTypeName(type) ? questionTypeOf(type) : null;
  const Renderer = questionType?.Renderer;
  const paused = screen.paused;
  const disabled = saving || phase !== 'running' || paused !== null;
  const questionKey = question ? String(question._id) : 'none';

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: blocks the context menu only, nothing to operate
    <div className="flex h-dvh flex-col bg-slate-50" onContextMenu={blockContextMenu}>
      <AttemptHeader
        remaining={remaining}
        running={phase === 'running' && !paused}
        onEnd={() => send({ type: 'dialogOpened', dialog: 'end' })}
        showFullscreenPrompt={!fullscreen && phase === 'running'}
      />
      <ConnectionBanner
        status={connection.status}
        lostSeconds={lostSeconds}
        lostEnding={lostEnding}
        lostPaused={screen.lostPaused}
      />
      {paused && <PausedPanel paused={paused} />}
      <Announcements announcements={liveAttempt.announcements} onAcknowledge={liveAttempt.acknowledge} />

      <div className="flex min-h-0 flex-1 flex-col md:flex-row">
        <aside className="border-b border-slate-200 bg-white md:w-64 md:shrink-0 md:overflow-y-auto md:border-r md:border-b-0">
          <AttemptSidebar
            topicNames={meta.topicNames}
            currentTopicIndex={current?.topicIndex ?? 0}
            count={current?.count ?? 1}
            camera={camera}
          />
        </aside>

        <main
          // paused, every control in it is disabled: the keyboard still scrolls the question
          tabIndex={paused ? 0 : undefined}
          className="min-w-0 flex-1 overflow-y-auto px-4 py-4 sm:px-8 sm:py-6"
        >
          {question && current && (
            <div className="mx-auto max-w-6xl">
              <QuestionHeading
                current={current}
                flow={meta.flow}
                totalQuestions={meta.totalQuestions}
                questionRemaining={questionRemaining}
              />

              <section
                aria-label={`Question ${current.count}`}
                className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:mt-6 sm:p-6"
              >
                {Renderer && (
                  <Renderer
                    key={questionKey}
                    handle={rendererRef}
                    assessmentId={id}
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

      {/* messages take their own strip at the foot of the screen: they never cover the countdown or a button */}
      <ToastOutlet className="border-t border-slate-200 px-4 py-2" />

      <AttemptDialogs
        dialog={dialog}
        onClose={() => send({ type: 'dialogClosed' })}
        onEnd={() => void end('manual')}
        onStay={stayOnAttempt}
        onLeave={() => void end({ type: 'auto', description: 'left page' })}
        onReset={() => rendererRef.current?.reset()}
        ending={phase === 'ending'}
      />
    </div>
  );
}
