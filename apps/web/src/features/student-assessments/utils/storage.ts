import type { QuestionState, StartReply } from '@placement/contract';

/**
 * Local storage as the spec names it (SPEC §3): timer, topicNames, currentTopicIndex, conf, timeTaken, isLast
 * (the preferred language and code: question-types/compiler/code-storage.ts). None of it is trusted for time or score: the server's deadline decides.
 */
export const keys = {
  timer: 'timer',
  topicNames: 'topicNames',
  totalQuestions: 'totalQuestions',
  question: 'question',
  currentTopicIndex: 'currentTopicIndex',
  conf: 'conf',
  timeTaken: 'timeTaken',
  isLast: 'isLast',
  journal: (assessmentId: string) => `testJournal:${assessmentId}`,
  pendingEnd: (assessmentId: string) => `testPendingEnd:${assessmentId}`,
  handover: (assessmentId: string) => `testStart:${assessmentId}`,
  endNote: (assessmentId: string) => `testEndNote:${assessmentId}`,
} as const;

export type Conf = { maxCameraSwitches: number; isCameraRequired: boolean; maxTabSwitches: number };

function readJson<T>(key: string, storage: Storage = localStorage): T | null {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown, storage: Storage = localStorage): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked: nothing the test depends on is lost, the server keeps the attempt
  }
}

/** SPEC §4: what a start stores before opening the test page. */
export function saveStart(assessmentId: string, reply: StartReply, handover = true): void {
  localStorage.setItem(keys.timer, String(reply.timer));
  writeJson(keys.topicNames, reply.topicNames);
  localStorage.setItem(keys.totalQuestions, String(reply.totalQuestions));
  writeJson(keys.question, reply.firstQuestion);
  localStorage.setItem(keys.isLast, String(reply.isLast));
  localStorage.setItem(keys.currentTopicIndex, String(reply.firstQuestion.topicIndex ?? 0));
  const conf: Conf = {
    maxCameraSwitches: reply.config.maxCameraSwitches,
    isCameraRequired: reply.config.isCameraRequired,
    maxTabSwitches: reply.config.maxTabSwitches,
  };
  writeJson(keys.conf, conf);
  // The reply is handed to the test page once, so it need not start (resume) a second time.
  if (handover) writeJson(keys.handover(assessmentId), { reply, at: Date.now() }, sessionStorage);
}

/** The start reply the instruction page just received, if it is fresh (a reload resumes instead). */
export function takeHandover(assessmentId: string): StartReply | null {
  const saved = readJson<{ reply: StartReply; at: number }>(keys.handover(assessmentId), sessionStorage);
  sessionStorage.removeItem(keys.handover(assessmentId));
  if (!saved || Date.now() - saved.at > 15_000) return null;
  return saved.reply;
}

/**
 * How the invigilator ended the test, in words ("Ended by the invigilator: Wrong test opened"), for the end
 * screen: the test's detail names only the code. null forgets it (the attempt runs again).
 */
export function saveEndNote(assessmentId: string, text: string | null): void {
  if (text) sessionStorage.setItem(keys.endNote(assessmentId), text);
  else sessionStorage.removeItem(keys.endNote(assessmentId));
}

export function readEndNote(assessmentId: string): string | null {
  return sessionStorage.getItem(keys.endNote(assessmentId));
}

export function saveQuestion(state: QuestionState): void {
  writeJson(keys.question, state);
  localStorage.setItem(keys.isLast, String(state.isLast));
  if (state.topicIndex !== null) localStorage.setItem(keys.currentTopicIndex, String(state.topicIndex));
}

export function readConf(): Conf | null {
  return readJson<Conf>(keys.conf);
}

/** SPEC §4: ending clears saved isLast and timeTaken. */
export function clearAfterEnd(): void {
  localStorage.removeItem(keys.isLast);
  localStorage.removeItem(keys.timeTaken);
}

// ---- the answer journal: answers wait here until the server has them ----

export type JournalEntry = {
  questionId: string;
  response: unknown;
  timeTaken: number;
  adaptive: boolean;
};

export function readJournal(assessmentId: string): JournalEntry[] {
  return readJson<JournalEntry[]>(keys.journal(assessmentId)) ?? [];
}

export function appendJournal(assessmentId: string, entry: JournalEntry): void {
  const list = readJournal(assessmentId).filter((e) => e.questionId !== entry.questionId);
  writeJson(keys.journal(assessmentId), [...list, entry]);
}

export function dropJournalHead(assessmentId: string, questionId: string): void {
  const list = readJournal(assessmentId);
  const rest =
    list[0]?.questionId === questionId ? list.slice(1) : list.filter((e) => e.questionId !== questionId);
  if (rest.length === 0) localStorage.removeItem(keys.journal(assessmentId));
  else writeJson(keys.journal(assessmentId), rest);
}

// ---- an end that has not reached the server yet ----

export type EndType =
  | 'manual'
  | {
      type: 'auto';
      description:
        | 'user exited fullscreen'
        | 'Camera disconnected'
        | 'tab switches'
        | 'Too much noise'
        | 'face events'
        | 'connection lost'
        | 'left page'
        | "Time's up";
    };

export type PendingEnd = { adaptive: boolean; timeTaken: number; endType: EndType };

export function savePendingEnd(assessmentId: string, end: PendingEnd): void {
  writeJson(keys.pendingEnd(assessmentId), end);
}

export function readPendingEnd(assessmentId: string): PendingEnd | null {
  return readJson<PendingEnd>(keys.pendingEnd(assessmentId));
}

export function clearPendingEnd(assessmentId: string): void {
  localStorage.removeItem(keys.pendingEnd(assessmentId));
}

/** Test ids with answers or an end still waiting to reach the server. */
export function outboxAssessmentIds(): string[] {
  const ids = new Set<string>();
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i) ?? '';
    const match = /^(?:testJournal|testPendingEnd):(.+)$/.exec(key);
    if (match?.[1]) ids.add(match[1]);
  }
  return [...ids];
}

// ---- unsent answers kept per question, so a reload loses nothing ----

const draftKey = (assessmentId: string, questionId: string) => `testDraft:${assessmentId}:${questionId}`;

export function readDraft(assessmentId: string, questionId: string): unknown {
  return readJson<{ value: unknown }>(draftKey(assessmentId, questionId))?.value;
}

export function saveDraft(assessmentId: string, questionId: string, value: unknown): void {
  writeJson(draftKey(assessmentId, questionId), { value });
}

/** Drafts and code of a finished test are no longer needed. */
export function clearDrafts(assessmentId: string): void {
  const doomed: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i) ?? '';
    if (key.startsWith(`testDraft:${assessmentId}:`) || key.startsWith(`testCode:${assessmentId}:`))
      doomed.push(key);
  }
  for (const key of doomed) localStorage.removeItem(key);
}
