import { messages, type QuestionState } from '@placement/contract';
import { CONNECTION_LOST_COUNTDOWN_SECONDS } from '@placement/domain';
import { useCallback, useEffect, useRef } from 'react';
import type { NavigateFunction } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { getAssessment } from '../api/get-assessment';
import { startAttempt } from '../api/start-attempt';
import { announceClaim, isOpenElsewhere } from '../utils/attempt-tab';
import { drainJournal } from '../utils/outbox';
import { readJournal, readPendingEnd, saveStart, takeHandover } from '../utils/storage';
import type { SendAction } from './use-attempt-state';

/**
 * Opens the attempt once per test: the start reply the instructions handed over, or start again, which
 * resumes the open attempt. Answers still waiting in the journal go first; offline, they keep waiting.
 * When another tab holds the attempt the screen says so (phase 'elsewhere'); `continueHere` takes it over,
 * and this browser's other tabs hear of it at once.
 */
export function useLoadAttempt({
  id,
  navigate,
  send,
  apply,
  pump,
}: {
  id: string;
  navigate: NavigateFunction;
  send: SendAction;
  apply: (state: QuestionState) => void;
  pump: () => Promise<void>;
}): { continueHere: () => Promise<void> } {
  const cancelled = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the callbacks are stable; loads once per test
  const load = useCallback(
    async (takeOver: boolean) => {
      try {
        let reply = takeOver ? null : takeHandover(id);
        if (!reply) {
          const detail = await getAssessment(id);
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
          reply = await startAttempt(id, detail.assessment.isAdaptive, takeOver);
          saveStart(id, reply, false);
        }
        if (cancelled.current) return;
        announceClaim(id);
        const loadedMeta = {
          adaptive: reply.isAdaptive,
          flow: reply.flow,
          topicNames: reply.topicNames,
          totalQuestions: reply.totalQuestions,
          conf: {
            isCameraRequired: reply.config.isCameraRequired,
            maxCameraSwitches: reply.config.maxCameraSwitches,
            maxTabSwitches: reply.config.maxTabSwitches,
          },
          fullscreenExitPolicy: reply.config.fullscreenExitPolicy,
          connectionLossPolicy: reply.config.connectionLossPolicy ?? 'end',
          attemptId: reply.attemptId,
          lostAfterMs: (reply.disconnectSeconds + CONNECTION_LOST_COUNTDOWN_SECONDS) * 1000,
          deadline: performance.now() + reply.remainingSeconds * 1000,
        };
        let state = reply.firstQuestion;
        let offline = false;
        if (readJournal(id).length > 0) {
          try {
            state = (await drainJournal(id)) ?? (await startAttempt(id, reply.isAdaptive)).firstQuestion;
          } catch {
            offline = true;
          }
        }
        if (cancelled.current) return;
        send({ type: 'loaded', meta: loadedMeta });
        apply(state);
        if (offline) void pump();
      } catch (error) {
        if (cancelled.current) return;
        if (isOpenElsewhere(error)) {
          // the server says where the test was last open, unless it does not know
          const said = error instanceof ApiError ? error.message : messages.testOpenElsewhere;
          send({ type: 'openElsewhere', lastOpen: said === messages.testOpenElsewhere ? null : said });
          return;
        }
        send({
          type: 'loadFailed',
          message: error instanceof ApiError ? error.message : messages.somethingWrong,
        });
      }
    },
    [id],
  );

  useEffect(() => {
    cancelled.current = false;
    void load(false);
    return () => {
      cancelled.current = true;
    };
  }, [load]);

  return { continueHere: useCallback(() => load(true), [load]) };
}
