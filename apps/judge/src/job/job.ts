import type { Machine } from '../machine/machine';
import type { JudgeRequest, JudgeResult, RunRequest, RunResult, Testcase, TestResult } from '../types';
import { type CompiledPair, compileWithChecker } from './cached-compile';
import { type Execution, executeProgram } from './execute';
import { type Primed, primeJudge, primeRun } from './prime';
import { checkerBrokenResult, failedResult, overallVerdict } from './results';
import { judgeTestcase } from './testcase';

/**
 * Where a job is. Each stage moves it on and refuses to run out of order; cleanup ends every job from any
 * state, in `finally`, whatever happened.
 *
 *   primed ──compile()──► compiled ──judge() or run()──► executed ──cleanup()──► cleaned
 */
export type JobState = 'primed' | 'compiled' | 'executed' | 'cleaned';

/**
 * One request from submission to verdict (Piston's job): primed (checked before it waits for anything),
 * compiled (the program and a custom checker, through the artifact cache), executed (each testcase in a
 * slot of its own, as many at once as the pool has), cleaned (the artifacts handed back to the cache).
 */
export class Job {
  private current: JobState = 'primed';
  private compiled: CompiledPair | null = null;

  constructor(
    private readonly machine: Machine,
    readonly primed: Primed,
  ) {}

  get state(): JobState {
    return this.current;
  }

  /** primed → compiled. A compile error is an outcome, not an exception: the stages after report it. */
  async compile(): Promise<CompiledPair> {
    this.expect('primed');
    const { language, code, checker, owner } = this.primed;
    this.compiled = await compileWithChecker(this.machine, language, code, checker, owner);
    this.current = 'compiled';
    return this.compiled;
  }

  /** compiled → executed: every testcase judged, or failed all alike when the program or checker did not compile. */
  async judge(testcases: Testcase[]): Promise<TestResult[]> {
    const { program, checker } = this.expectCompiled();
    const outcome = program.outcome;
    const checkerOutcome = checker?.outcome ?? null;
    let results: TestResult[];
    if (!outcome.ok) {
      results = testcases.map(() => failedResult(outcome));
    } else if (checkerOutcome && !checkerOutcome.ok) {
      results = testcases.map(() => checkerBrokenResult(checkerOutcome));
    } else {
      const { host, toolchain, pool, settings } = this.machine;
      const run = {
        host,
        toolchain,
        outputCeiling: settings.ceilings.outputBytes,
        language: this.primed.language,
        program: outcome,
        limits: this.primed.limits,
        checker: this.primed.checker,
        checkerProgram: checkerOutcome?.ok ? checkerOutcome : null,
      };
      results = await Promise.all(
        testcases.map((testcase) =>
          pool.use((slot) => judgeTestcase(run, slot.uid, testcase), this.primed.owner),
        ),
      );
    }
    this.current = 'executed';
    return results;
  }

  /** compiled → executed: the program once on `input`, its output reported, not compared. */
  async run(input: string): Promise<Execution> {
    const { outcome } = this.expectCompiled().program;
    if (!outcome.ok) throw new Error('judge job: the program did not compile, there is nothing to run');
    const { host, toolchain, pool } = this.machine;
    const { language, limits, owner } = this.primed;
    const execution = await pool.use(
      (slot) => executeProgram(host, slot.uid, language, outcome, input, limits, undefined, toolchain),
      owner,
    );
    this.current = 'executed';
    return execution;
  }

  /** any → cleaned: lets the cache evict the artifacts again. Safe to call in any state, and twice. */
  cleanup(): void {
    this.compiled?.release();
    this.current = 'cleaned';
  }

  private expect(state: JobState): void {
    if (this.current !== state) throw new Error(`judge job: expected state ${state}, is ${this.current}`);
  }

  private expectCompiled(): CompiledPair {
    this.expect('compiled');
    return this.compiled as CompiledPair;
  }
}

/** A submission judged against its testcases: checked, then one owner's requests one at a time. */
export async function judgeJob(machine: Machine, request: JudgeRequest): Promise<JudgeResult> {
  const primed = primeJudge(machine.settings, request);
  return machine.owners.run(primed.owner, async () => {
    const job = new Job(machine, primed);
    try {
      const compiled = await job.compile();
      const results = await job.judge(request.testcases);
      return {
        language: primed.language.id,
        compile: compiled.program.report,
        ...(compiled.checker ? { checkerCompile: compiled.checker.report } : {}),
        results,
        verdict: overallVerdict(results, compiled.program.outcome),
        passedCount: results.filter((result) => result.passed).length,
      };
    } finally {
      job.cleanup();
    }
  });
}

/** A program run once on the caller's input (the editor's Run button): its output, no verdict of a testcase. */
export async function runJob(machine: Machine, request: RunRequest): Promise<RunResult> {
  const primed = primeRun(machine.settings, request);
  return machine.owners.run(primed.owner, async () => {
    const job = new Job(machine, primed);
    try {
      const { program } = await job.compile();
      const { outcome, report } = program;
      const language = primed.language.id;
      if (!outcome.ok)
        return { ...failedResult(outcome), language, verdict: outcome.verdict, compile: report };
      const execution = await job.run(request.input);
      return { ...execution.report, language, verdict: execution.outcome, compile: report };
    } finally {
      job.cleanup();
    }
  });
}
