import type { QuestionTypeName } from '@placement/domain';
import type { ComponentType, Ref } from 'react';
import type { QuestionOf, ReviewAnswer, ReviewQuestionOf } from './shared/authored';

/** What the portal around a form provides: question types never import a feature. */
export type AuthoringServices = {
  /** an upload is running: the editor holds its Save button */
  onBusy: (busy: boolean) => void;
  /** uploads a question's video; `onProgress` gets 0..1 */
  uploadVideo: (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<string>;
  /** an object URL for an authenticated file (null while it loads) */
  useFileUrl: (path: string | null) => string | null;
};

export type AuthoringProps<Draft> = {
  value: Draft;
  onChange: (value: Draft) => void;
  services: AuthoringServices;
};

/** What the take-assessment screen can ask of the question on screen (the coding question compiles before it answers). */
export type RendererHandle = {
  prepare: (reason: 'next' | 'timeout' | 'end') => Promise<unknown>;
  reset: () => void;
};

export type RendererProps<View, Answer> = {
  question: View;
  value: Answer;
  onChange: (value: Answer) => void;
  disabled: boolean;
  assessmentId: string;
  /** seconds left for the whole test */
  overallRemaining: number;
  handle: Ref<RendererHandle>;
};

export type ReviewProps<K extends QuestionTypeName = QuestionTypeName> = {
  answer: ReviewAnswer & { question: ReviewQuestionOf<K> };
  /** an object URL for an authenticated file (null while it loads) */
  useFileUrl: (path: string | null) => string | null;
};

/** next and skip: the student's buttons; timeout: the question's time is up; end: the attempt is ending */
export type SubmitKind = 'next' | 'skip' | 'timeout' | 'end';

/** The answer to send, or why none can be sent yet (shown under the question). */
export type Response = { response: unknown } | { missing: string };

/**
 * A question type in the web app: the college's authoring form, the student's renderer on the take-assessment screen
 * and the reviewer's view of an answer. The rules (storage, grading, the display name) are the domain's.
 */
export interface WebQuestionType<K extends QuestionTypeName, Draft, View, Answer> {
  type: K;
  // ---- authoring (the question editor) ----
  emptyDraft(): Draft;
  draftOf(question: QuestionOf<K>): Draft;
  /** the type's part of the request body for POST /topics/:id/questions or PUT /questions/:id */
  bodyOf(draft: Draft): Record<string, unknown>;
  AuthoringForm: ComponentType<AuthoringProps<Draft>>;
  /** why the draft cannot be saved yet (shown when Save is pressed), or null */
  problemOf?(draft: Draft): string | null;
  // ---- taking (the take-assessment screen) ----
  emptyAnswer(): Answer;
  Renderer: ComponentType<RendererProps<View, Answer>>;
  responseFor(kind: SubmitKind, answer: Answer, handle: RendererHandle | null): Promise<Response>;
  /** the take-assessment screen offers Reset (start the answer again) */
  resettable: boolean;
  // ---- review (the attempt review) ----
  Review: ComponentType<ReviewProps<K>>;
}

export type AnyQuestionType = WebQuestionType<QuestionTypeName, unknown, unknown, unknown>;

/**
 * Checks a type's parts against each other, then forgets its draft, view and answer types so that the registry
 * can hold every type in one map (the editor and the screens pass each type's own values back to it).
 */
export function defineQuestionType<K extends QuestionTypeName, Draft, View, Answer>(
  questionType: WebQuestionType<K, Draft, View, Answer>,
): AnyQuestionType {
  return questionType as unknown as AnyQuestionType;
}
