import type { Level, QuestionView, ReviewQuestion, StudentQuestion } from '@placement/contract';
import type { CodeLanguageName, QuestionTypeName } from '@placement/domain';

/** Shapes the API sends to authors and reviewers (college and admin), shared by every question type. */

export type { Grade, Level, ReviewAnswer, TestcaseVerdict, Verification } from '@placement/contract';
export const LEVELS: Level[] = ['L1', 'L2', 'L3'];
export type Language = CodeLanguageName;
/** The order the editor lists the languages in. */
export const LANGUAGES: readonly Language[] = ['Python', 'C', 'Cpp', 'Java', 'JavaScript'];

export type Testcase = { input: string; expectedOutput?: string; isHidden: boolean };
export type Solution = { language: string; code: string };

/** A question as the author sees it: common fields plus its type's stored fields (key included). */
export type Question = QuestionView;
/** The author's view of a question of one type. */
export type QuestionOf<K extends QuestionTypeName> = Extract<QuestionView, { type: K }>;
/** A reviewed question of one type, as scoring sees it (the key included). */
export type ReviewQuestionOf<K extends QuestionTypeName> = Extract<ReviewQuestion, { type: K }>;
/** The question on the take-assessment screen, of one type: its student view. */
export type StudentQuestionOf<K extends QuestionTypeName> = Extract<StudentQuestion, { type: K }>;
