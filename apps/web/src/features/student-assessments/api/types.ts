import type { AssessmentOverview, AssessmentSummary, CompilerLogItem } from '@placement/contract';
import type { Static } from 'typebox';

export type TestSummary = Static<typeof AssessmentSummary>;
export type TestOverview = Static<typeof AssessmentOverview>;
export type CompilerLog = Static<typeof CompilerLogItem>;

/** What `question` holds for each topic type (the type's student view). */
type Base = { _id: string; id?: string; type?: string; Duration?: number; marks?: number };
export type McqView = Base & { Title: string; Options: string[]; image?: string };
export type FindAnswerView = Base & { Title: string; questions: { question: string }[] };
export type EssayView = Base & { Title: string; essayType: 'long' | 'short' };
export type VideoView = Base & {
  videoFile: string;
  long: { question: string }[];
  short: { question: string }[];
  mcq: { question: string; options: string[] }[];
};
export type CompilerView = Base & {
  codeQuestion: string;
  code: Partial<Record<'Python' | 'C' | 'Cpp' | 'Java', { defaultCode: string }>>;
  testcases: { input: string; expectedOutput: string }[];
  hiddenTestCases: number;
};
