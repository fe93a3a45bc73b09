import type { QuestionState } from '@placement/contract';
import { ApiError } from '../../../lib/api-client';
import { type EndReply, endAttempt } from '../api/end-attempt';
import { getAssessment } from '../api/get-assessment';
import { sendResponse } from '../api/send-response';
import { isTabLost } from './attempt-tab';
import {
  clearAfterEnd,
  clearPendingEnd,
  dropJournalHead,
  outboxAssessmentIds,
  readJournal,
  readPendingEnd,
} from './storage';

/** The request never got an answer (offline, blocked, server down): worth retrying as it was. */
export function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500;
}

/** Refused because the invigilator paused the test: the answer is kept, to go when they resume it. */
export function isAttemptPaused(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'TEST_PAUSED';
}

const draining = new Map<string, Promise<QuestionState | null>>();

/**
 * Sends the journalled answers of a test in order, one at a time. Each carries its questionId, so a retry
 * after a lost reply changes nothing on the server. Resolves with the state after the last one; rejects
 * (keeping the journal) when the connection fails. A refused answer (4xx) is dropped: it cannot succeed,
 * except one refused because another tab holds the attempt: it stays journalled, to go when this tab continues
 * (or with the holder's next answer, which drains the same journal in this browser), and one refused because
 * the invigilator paused the test: it stays journalled until they resume it.
 */
export function drainJournal(assessmentId: string): Promise<QuestionState | null> {
  const running = draining.get(assessmentId);
  if (running) return running.then(() => drainJournal(assessmentId));
  const run = (async () => {
    let last: QuestionState | null = null;
    for (;;) {
      const entry = readJournal(assessmentId)[0];
      if (!entry) return last;
      try {
        last = await sendResponse(assessmentId, entry);
      } catch (error) {
        if (isNetworkFailure(error) || isTabLost(error) || isAttemptPaused(error)) throw error;
        if (error instanceof ApiError && error.status === 401) throw error;
        last = null;
      }
      dropJournalHead(assessmentId, entry.questionId);
    }
  })();
  draining.set(assessmentId, run);
  return run.finally(() => draining.delete(assessmentId));
}

/** The end the page saved itself when its lost-connection countdown ran out. */
export const CONNECTION_LOST_END = 'connection lost';

/**
 * Sends what is left of a test (answers, then the end) and forgets it once the server has it. The server
 * decides an end for a lost connection: when the page's own countdown ran out but the server still has the
 * attempt in progress (the student came back in time), the end is dropped and 'resume' says so.
 */
export async function finishAttempt(assessmentId: string): Promise<EndReply | 'resume' | null> {
  await drainJournal(assessmentId);
  const end = readPendingEnd(assessmentId);
  if (!end) return null;
  if (typeof end.endType === 'object' && end.endType?.description === CONNECTION_LOST_END) {
    const detail = await getAssessment(assessmentId);
    if (detail.assessment.inProgress) {
      clearPendingEnd(assessmentId);
      return 'resume';
    }
  }
  let reply: EndReply;
  try {
    reply = await endAttempt(assessmentId, end);
  } catch (error) {
    // A refusal will not change on retry: forget it (the server ends a forgotten attempt at its deadline).
    // One refused because this page does not hold the attempt stays for the tab that does (its end screen
    // delivers it); the test screen drops its own when another tab took over.
    if (!isNetworkFailure(error) && !isTabLost(error)) {
      clearPendingEnd(assessmentId);
      clearAfterEnd();
    }
    throw error;
  }
  clearPendingEnd(assessmentId);
  clearAfterEnd();
  return reply;
}

/** Delivers anything a previous page left behind (e.g. an end recorded while offline). */
export async function flushOutbox(): Promise<void> {
  for (const assessmentId of outboxAssessmentIds()) {
    try {
      if (readPendingEnd(assessmentId)) await finishAttempt(assessmentId);
      else await drainJournal(assessmentId);
    } catch {
      // still offline: try again next time
    }
  }
}
