import type { JudgeRequest, JudgeResult, RunRequest, RunResult, SelfCheckReport } from '../types';

export const DEFAULT_QUEUE_NAME = 'placement-judge';

export type JudgeJob =
  | { kind: 'judge'; request: JudgeRequest }
  | { kind: 'run'; request: RunRequest }
  | { kind: 'selfCheck' };

export type JudgeJobResult = JudgeResult | RunResult | SelfCheckReport;
