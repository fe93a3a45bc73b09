import type { Checker } from './checkers/checkers';
import type { LanguageId } from './languages/language';
import type { LimitsInput } from './limits';
import type { TestcaseRef } from './queue/testcase-store';
import type { RunOutcome, Verdict } from './verdict';

export interface Testcase {
  input: string;
  expectedOutput: string;
}

export interface JudgeRequest {
  language: string;
  code: string;
  testcases: Testcase[];
  limits?: LimitsInput;
  /** How outputs are compared; default `exact` (what every question had before checkers). */
  checker?: Checker;
  /**
   * Where the host keeps these testcases. Through the queue the job carries this instead of the testcases and
   * the worker loads them (startJudgeWorker's loadTestcases); the in-process judge uses `testcases`.
   */
  testcasesRef?: TestcaseRef;
  /**
   * Whose submission it is (a student's id): one owner's requests are judged one at a time and share the
   * slots fairly with everyone else's (machine/pool.ts).
   */
  owner?: string;
}

export interface RunRequest {
  language: string;
  code: string;
  input: string;
  limits?: LimitsInput;
  /** As JudgeRequest's. */
  owner?: string;
}

export interface CompileReport {
  ok: boolean;
  /** Set when not ok. */
  verdict?: 'compile_error' | 'internal_error';
  /** Compiler messages with paths scrubbed; empty on success. */
  message: string;
  cached: boolean;
  timeMs: number;
}

export interface ExecutionReport {
  output: string;
  realtimeOutputEscapeRemoved: string;
  /** Standard error, or the reason the run failed. */
  error: string;
  outputTruncated: boolean;
  /** CPU time of the whole run in ms. */
  timeMs: number;
  wallMs: number;
  memoryKb: number;
  exitCode: number | null;
  signal: number | null;
}

export interface TestResult extends ExecutionReport {
  verdict: Verdict;
  passed: boolean;
  /**
   * What a custom checker printed, or why it failed (a checker failure is an internal_error whose `error`
   * only says so). For the question's author: it may quote the hidden expected output, so never a student.
   */
  checkerMessage?: string;
}

export interface JudgeResult {
  language: LanguageId;
  compile: CompileReport;
  /** The custom checker's compile, when the request has one. */
  checkerCompile?: CompileReport;
  results: TestResult[];
  /** The first verdict that is not accepted, else accepted. */
  verdict: Verdict;
  passedCount: number;
}

export interface RunResult extends ExecutionReport {
  language: LanguageId;
  verdict: RunOutcome | 'compile_error';
  compile: CompileReport;
}

export interface SelfCheckReport {
  sandbox: 'bwrap' | 'none';
  /** Which cgroups hold the runs' limits; `none` means rlimits only. */
  cgroups: 'v1' | 'v2' | 'none';
  /** Why: where the groups are made, or what made cgroups unusable. */
  cgroupsWhy: string;
  languages: Record<LanguageId, { ok: boolean; detail: string; ms: number }>;
}
