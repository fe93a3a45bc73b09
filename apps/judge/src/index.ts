export {
  type BuiltInChecker,
  type Checker,
  type CheckerKind,
  type CustomChecker,
  checkerKinds,
  DEFAULT_FLOAT_TOLERANCE,
  InvalidCheckerError,
  outputMatches,
} from './checkers/checkers';
export { normaliseOutput, outputsMatch, stripAnsi } from './checkers/compare';
export { CHECKER_ARGS, CHECKER_FAILED_FOR_STUDENT } from './checkers/custom-checker';
export { type JudgeCliOptions, runJudgeCli } from './cli-commands';
export { InputTooLargeError, JudgeError, SandboxUnavailableError, UnknownLanguageError } from './errors';
export { type CompilerRoutesOptions, compilerRoutes, type TestcaseSource } from './http/compiler-routes';
export type { StoredTestcase } from './http/present';
export { createJudge, type Judge, type JudgeOptions, type JudgeService } from './judge';
export {
  type Language,
  type LanguageId,
  languageIds,
  languages,
  resolveLanguage,
} from './languages/registry';
export { defaultLimits, type Limits, type LimitsInput } from './limits';
export { DEFAULT_QUEUE_NAME } from './queue/jobs';
export { createQueueJudge, type QueueJudgeOptions } from './queue/queue-judge';
export {
  type TestcaseLoader,
  type TestcaseRef,
  TestcasesUnavailableError,
  testcaseRef,
  testcasesVersion,
} from './queue/testcase-store';
export { type JudgeWorker, type JudgeWorkerOptions, startJudgeWorker } from './queue/worker';
export type {
  CompileReport,
  ExecutionReport,
  JudgeRequest,
  JudgeResult,
  RunRequest,
  RunResult,
  SelfCheckReport,
  Testcase,
  TestResult,
} from './types';
export type { RunOutcome, Verdict } from './verdict';
