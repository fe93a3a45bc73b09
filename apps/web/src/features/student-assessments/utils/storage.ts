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
  journal: (testId: string) => `testJournal:${testId}`,
  pendingEnd: (testId: string) => `testPendingEnd:${testId}`,
  handover: (testId: string) => `testStart:${testId}`,
  endNote: (testId: string) => `testEndNote:${testId}`,
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
export function saveStart(testId: string, reply: StartReply, handover = true): void {
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
  if (handover) writeJson(keys.handover(testId), { reply, at: Date.now() }, sessionStorage);
}

/** The start reply the instruction page just received, if it is fresh (a reload resumes instead). */
export function takeHandover(testId: string): StartReply | null {
  const saved = readJson<{ reply: StartReply; at: number }>(keys.handover(testId), sessionStorage);
  sessionStorage.removeItem(keys.handover(testId));
  if (!saved || Date.now() - saved.at > 15_000) return null;
  return saved.reply;
}

/**
 * How the invigilator ended the test, in words ("Ended by the invigilator: Wrong test opened"), for the end
 * screen: the test's detail names only the code. null forgets it (the attempt runs again).
 */
export function saveEndNote(testId: string, text: string | null): void {
  if (text) sessionStorage.setItem(keys.endNote(testId), text);
  else sessionStorage.removeItem(keys.endNote(testId));
}

export function readEndNote(testId: string): string | null {
  return sessionStorage.getItem(keys.endNote(testId));
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

export function readJournal(testId: string): JournalEntry[] {
  return readJson<JournalEntry[]>(keys.journal(testId)) ?? [];
}

export function appendJournal(testId: string, entry: JournalEntry): void {
  const list = readJournal(testId).filter((e) => e.questionId !== entry.questionId);
  writeJson(keys.journal(testId), [...list, entry]);
}

export function dropJournalHead(testId: string, questionId: string): void {
  const list = readJournal(testId);
  const rest =
    list[0]?.questionId === questionId ? list.slice(1) : list.filter((e) => e.questionId !== questionId);
  if (rest.length === 0) localStorage.removeItem(keys.journal(testId));
  else writeJson(keys.journal(testId), rest);
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

export function savePendingEnd(testId: string, end: PendingEnd): void {
  writeJson(keys.pendingEnd(testId), end);
}

export function readPendingEnd(testId: string): PendingEnd | null {
  return readJson<PendingEnd>(keys.pendingEnd(testId));
}

export function clearPendingEnd(testId: string): void {
  localStorage.removeItem(keys.pendingEnd(testId));
}

/** Test ids with answers or an end still waiting to reach the server. */
export function outboxTestIds(): string[] {
  const ids = new Set<string>();
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i) ?? '';
    const match = /^(?:testJournal|testPendingEnd):(.+)$/.exec(key);
    if (match?.[1]) ids.add(match[1]);
  }
  return [...ids];
}

// ---- unsent answers kept per question, so a reload loses nothing ----

const draftKey = (testId: string, questionId: string) => `testDraft:${testId}:${questionId}`;

export function readDraft(testId: string, questionId: string): unknown {
  return readJson<{ value: unknown }>(draftKey(testId, questionId))?.value;
}

export function saveDraft(testId: string, questionId: string, value: unknown): void {
  writeJson(draftKey(testId, questionId), { value });
}

/** Drafts and code of a finished test are no longer needed. */
export function clearDrafts(testId: string): void {
  const doomed: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i) ?? '';
    if (key.startsWith(`testDraft:${testId}:`) || key.startsWith(`testCode:${testId}:`)) doomed.push(key);
  }
  for (const key of doomed) localStorage.removeItem(key);
}
