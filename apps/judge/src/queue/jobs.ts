import type { JudgeRequest, JudgeResult, RunRequest, RunResult, SelfCheckReport } from '../types';

export const DEFAULT_QUEUE_NAME = 'placement-judge';

/** A judge job carries either the testcases or, when the caller gave one, only their reference. */
export type JudgeJobRequest = Omit<JudgeRequest, 'testcases'> & { testcases?: JudgeRequest['testcases'] };

export type JudgeJob =
  | { kind: 'judge'; request: JudgeJobRequest }
  | { kind: 'run'; request: RunRequest }
  | { kind: 'selfCheck' };

export type JudgeJobResult = JudgeResult | RunResult | SelfCheckReport;
