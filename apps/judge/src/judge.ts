import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ArtifactCache, type CompileOutcome } from './artifact-cache';
import { type Checker, createComparator, type OutputComparator, validateChecker } from './checkers';
import { compileInSandbox } from './compile';
import { CHECKER_FAILED_FOR_STUDENT, OutputCollector, runCustomChecker } from './custom-checker';
import { InputTooLargeError } from './errors';
import { executeProgram } from './execute';
import { buildJavaCds, cdsDirFor, copyJavaCds } from './java-cds';
import { JavacService } from './javac-service';
import { type Language, languageIds, languages, resolveLanguage, type Toolchain } from './languages';
import { defaultCeilings, defaultLimits, type Limits, resolveLimits } from './limits';
import { buildPch, copyPch, pchDirFor } from './pch';
import { type Owner, OwnerQueue, SlotPool } from './pool';
import { detectSandbox, type SandboxPreference } from './sandbox/detect';
import type { SandboxHost } from './sandbox/run-sandboxed';
import { StdinFiles } from './sandbox/stdin-files';
import type {
  CompileReport,
  JudgeRequest,
  JudgeResult,
  RunRequest,
  RunResult,
  SelfCheckReport,
  Testcase,
  TestResult,
} from './types';
import type { Verdict } from './verdict';

export interface JudgeOptions {
  /** Concurrent sandboxes; defaults to the number of cores. */
  poolSize?: number;
  /** Judge-owned directory for artifacts and the precompiled header. */
  cacheDir?: string;
  cacheEntries?: number;
  /** Bytes of compiled artifacts kept (least recently used go first); default JUDGE_CACHE_BYTES or 512 MiB. */
  cacheBytes?: number;
  /** Where the precompiled C++ header lives; defaults to a directory in cacheDir keyed by g++ version. */
  pchDir?: string;
  /** Where the Java class-data sharing archives live; defaults to a directory in cacheDir keyed by the JDK. */
  javaCdsDir?: string;
  /** Server ceilings; requests can only lower them. */
  ceilings?: Partial<Limits>;
  defaults?: Partial<Limits>;
  /** Defaults to JUDGE_SANDBOX or 'auto'. */
  sandbox?: SandboxPreference;
  production?: boolean;
  /** Slot i runs as uid uidBase + i. */
  uidBase?: number;
  cgroups?: boolean;
  cgroupName?: string;
  maxCodeBytes?: number;
  /** CPU ms a compile may use before it is a compile error; default 8 s (JUDGE_COMPILE_TIME_MS). */
  compileTimeMs?: number;
  maxInputBytes?: number;
  maxTestcases?: number;
  /** Build the C++ precompiled header in the background at start. */
  precompileHeaders?: boolean;
  /** Build the Java class-data sharing archives in the background at start (default true). */
  javaCds?: boolean;
  /** Compile Java in a javac kept warm in a sandbox of its own (default true); otherwise a fresh javac each. */
  warmJavac?: boolean;
  warn?: (message: string) => void;
}

/** What callers use, whether jobs run in this process or go through the queue to workers. */
export interface JudgeService {
  judge(request: JudgeRequest): Promise<JudgeResult>;
  run(request: RunRequest): Promise<RunResult>;
  selfCheck(): Promise<SelfCheckReport>;
  close(): Promise<void>;
}

export interface Judge extends JudgeService {
  readonly info: { sandbox: 'bwrap' | 'none'; cgroups: boolean; poolSize: number };
  /** Settles once the C++ header and the Java archives are built (or could not be): the judge works before. */
  readonly toolchainReady: Promise<void>;
}

const MiB = 1024 * 1024;

function defaultCacheDir(): string {
  return process.getuid?.() === 0
    ? '/var/cache/placement-judge'
    : join(tmpdir(), `placement-judge-${process.getuid?.()}`);
}

/** A positive integer from the environment, or undefined when unset. */
export function envInteger(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, got '${raw}'`);
  return value;
}

function envPreference(): SandboxPreference {
  const value = process.env.JUDGE_SANDBOX;
  return value === 'none' || value === 'bwrap' ? value : 'auto';
}

export async function createJudge(options: JudgeOptions = {}): Promise<Judge> {
  const warn = options.warn ?? ((message: string) => console.warn(`[judge] ${message}`));
  const cacheDir = options.cacheDir ?? defaultCacheDir();
  const host: SandboxHost = await detectSandbox({
    cacheDir,
    preference: options.sandbox ?? envPreference(),
    production: options.production ?? process.env.NODE_ENV === 'production',
    cgroups: options.cgroups ?? true,
    cgroupName: options.cgroupName,
    warn,
  });
  const uidBase = options.uidBase ?? 60_000;
  const pool = new SlotPool(options.poolSize ?? availableParallelism(), uidBase);
  const cache = await ArtifactCache.open(cacheDir, {
    entries: options.cacheEntries ?? 256,
    bytes: options.cacheBytes ?? envInteger('JUDGE_CACHE_BYTES') ?? 512 * 1024 * 1024,
    privateMount: host.mode === 'bwrap' && process.getuid?.() === 0,
    warn,
  });
  // The header is built once per compiler version into the cache folder; on the private store each start
  // copies it in (a file copy, not a rebuild), so its host path stays out of the sandboxes' mount table too.
  const builtPchDir = options.pchDir ?? pchDirFor(cacheDir);
  const pchDir = options.pchDir ?? (cache.privateMount ? pchDirFor(cache.root) : builtPchDir);
  // Every compile sandbox binds it read-only, so it must exist even when the header is never built.
  await mkdir(pchDir, { recursive: true, mode: 0o755 });
  const ceilings: Limits = { ...defaultCeilings, ...options.ceilings };
  const defaults: Limits = { ...defaultLimits, ...options.defaults };
  const maxCodeBytes = options.maxCodeBytes ?? 64 * 1024;
  // Each testcase's input and expected output; default JUDGE_MAX_TESTCASE_BYTES or 64 MiB.
  const maxInputBytes = options.maxInputBytes ?? envInteger('JUDGE_MAX_TESTCASE_BYTES') ?? 64 * MiB;
  const maxTestcases = options.maxTestcases ?? 200;
  const compileTimeMs = options.compileTimeMs ?? envInteger('JUDGE_COMPILE_TIME_MS');
  // A run's stdin is a file, so /dev/stdin can be opened (as root on a detached tmpfs of its own).
  const stdinFiles = await StdinFiles.create(
    join(cache.root, 'stdin'),
    cache.privateMount ? { bytes: (pool.size + 1) * maxInputBytes + 64 * MiB } : undefined,
  );
  host.stdinFiles = stdinFiles;

  const pchReady: Promise<boolean> =
    options.precompileHeaders === false
      ? Promise.resolve(false)
      : pool
          .use((slot) => buildPch(builtPchDir, { host, uid: slot.uid }))
          .then(async (built) => built && (pchDir === builtPchDir || (await copyPch(builtPchDir, pchDir))))
          .catch(() => false);

  // Java's archives, built once per JDK like the header and copied into the private store as root; until
  // they are there, Java runs with the JDK's own archive only.
  const toolchain: Toolchain = { javaCds: null };
  const builtCdsDir = options.javaCdsDir ?? cdsDirFor(cacheDir);
  const cdsDir = cache.privateMount ? join(cache.root, 'java-cds') : builtCdsDir;
  const cdsReady: Promise<void> =
    options.javaCds === false
      ? Promise.resolve()
      : pool
          .use(() => buildJavaCds(builtCdsDir, warn))
          .then(
            async (built) => built && (cdsDir === builtCdsDir || (await copyJavaCds(builtCdsDir, cdsDir))),
          )
          .then((ready) => {
            if (ready) toolchain.javaCds = cdsDir;
          })
          .catch(() => {});
  const toolchainReady = Promise.all([pchReady, cdsReady]).then(() => {});
  // The javac server runs as the uid after the pool's.
  const javac =
    options.warmJavac === false ? null : new JavacService({ uid: uidBase + pool.size, cacheDir, warn });

  const owners = new OwnerQueue();

  async function compile(language: Language, code: string, owner: Owner) {
    if (Buffer.byteLength(code) > maxCodeBytes) throw new InputTooLargeError('code', maxCodeBytes);
    const usesPch = language.id === 'cpp' && (await pchReady);
    const key = createHash('sha256')
      .update([language.id, ...(language.compile?.flags ?? []), usesPch ? pchDir : '', code].join('\0'))
      .digest('hex');
    const started = performance.now();
    const { outcome, cached, release } = await cache.get(key, () =>
      pool.use(
        (slot) =>
          compileInSandbox(language, code, {
            host,
            uid: slot.uid,
            pchDir,
            timeMs: compileTimeMs,
            toolchain,
            warm: language.id === 'java' ? (javac ?? undefined) : undefined,
          }),
        owner,
      ),
    );
    const report: CompileReport = {
      ok: outcome.ok,
      verdict: outcome.ok ? undefined : outcome.verdict,
      message: outcome.ok ? '' : outcome.message,
      cached,
      timeMs: Math.round(performance.now() - started),
    };
    return { outcome, report, release };
  }

  function checkInput(input: string, what = 'input'): void {
    // UTF-8 takes at most 3 bytes per UTF-16 unit: most inputs are checked without being measured.
    if (input.length * 3 > maxInputBytes && Buffer.byteLength(input) > maxInputBytes) {
      throw new InputTooLargeError(what, maxInputBytes);
    }
  }

  /** The output limit leaves room for twice the expected output, if that is more (within the ceiling). */
  function outputLimitsFor(limits: Limits, expectedOutput: string): Limits {
    const slack = 64 * 1024;
    if (expectedOutput.length * 2 + slack <= limits.outputBytes) return limits;
    const room = Math.min(ceilings.outputBytes, Buffer.byteLength(expectedOutput) * 2 + slack);
    return room > limits.outputBytes ? { ...limits, outputBytes: room } : limits;
  }

  function failedResult(outcome: CompileOutcome & { ok: false }): TestResult {
    return {
      verdict: outcome.verdict,
      passed: false,
      output: '',
      realtimeOutputEscapeRemoved: '',
      error: outcome.message,
      outputTruncated: false,
      timeMs: 0,
      wallMs: 0,
      memoryKb: 0,
      exitCode: null,
      signal: null,
    };
  }

  type Compiled = Awaited<ReturnType<typeof compile>>;
  type Built = CompileOutcome & { ok: true };

  /** Compiles the submission and a custom checker side by side; a failure of either releases both. */
  async function compileBoth(language: Language, code: string, checker: Checker, owner: Owner) {
    const [program, custom] = await Promise.allSettled([
      compile(language, code, owner),
      checker.kind === 'custom'
        ? compile(resolveLanguage(checker.language), checker.code, owner)
        : Promise.resolve(null),
    ]);
    const acquired = [program, custom].flatMap((settled) =>
      settled.status === 'fulfilled' && settled.value ? [settled.value] : [],
    );
    const release = () => {
      for (const compiled of acquired) compiled.release();
    };
    if (program.status === 'rejected' || custom.status === 'rejected') {
      release();
      throw program.status === 'rejected' ? program.reason : (custom as PromiseRejectedResult).reason;
    }
    return { program: program.value, checker: custom.value as Compiled | null, release };
  }

  async function judgeTestcase(
    uid: number,
    language: Language,
    artifact: Built,
    testcase: Testcase,
    limits: Limits,
    checker: Checker,
    checkerArtifact: Built | null,
  ): Promise<TestResult> {
    const runLimits = outputLimitsFor(limits, testcase.expectedOutput);
    const custom = checker.kind === 'custom' && checkerArtifact ? checker : null;
    // a built-in checker compares as the output streams in; a custom one needs the whole output as a file
    const sink: OutputCollector | OutputComparator = custom
      ? new OutputCollector()
      : createComparator(testcase.expectedOutput, checker.kind === 'custom' ? undefined : checker);
    const run = await executeProgram(
      host,
      uid,
      language,
      artifact,
      testcase.input,
      runLimits,
      (chunk) => sink.push(chunk),
      toolchain,
    );
    if (run.outcome !== 'ok') return { ...run.report, verdict: run.outcome, passed: false };
    if (sink instanceof OutputCollector && custom && checkerArtifact) {
      const files = { input: testcase.input, expected: testcase.expectedOutput, output: sink.buffer };
      const checkerLanguage = resolveLanguage(custom.language);
      const checked = await runCustomChecker(host, uid, checkerLanguage, checkerArtifact, files, toolchain);
      return {
        ...run.report,
        verdict: checked.verdict,
        passed: checked.verdict === 'accepted',
        checkerMessage: checked.message,
        ...(checked.verdict === 'internal_error' ? { error: CHECKER_FAILED_FOR_STUDENT } : {}),
      };
    }
    const passed = !(sink instanceof OutputCollector) && sink.end();
    return { ...run.report, verdict: passed ? 'accepted' : 'wrong_answer', passed };
  }

  /** Every testcase fails the same way when the custom checker does not compile: the author's fault. */
  function checkerBrokenResult(outcome: CompileOutcome & { ok: false }): TestResult {
    return {
      ...failedResult(outcome),
      verdict: 'internal_error',
      error: CHECKER_FAILED_FOR_STUDENT,
      checkerMessage: `The checker does not compile:\n${outcome.message}`,
    };
  }

  async function judge(request: JudgeRequest): Promise<JudgeResult> {
    const language = resolveLanguage(request.language);
    const limits = resolveLimits(request.limits, defaults, ceilings);
    const checker = validateChecker(request.checker);
    if (request.testcases.length > maxTestcases) throw new InputTooLargeError('testcases', maxTestcases);
    for (const testcase of request.testcases) {
      checkInput(testcase.input);
      checkInput(testcase.expectedOutput, 'expected output');
    }
    return owners.run(request.owner, () => judgeChecked(request, language, limits, checker));
  }

  async function judgeChecked(
    request: JudgeRequest,
    language: Language,
    limits: Limits,
    checker: Checker,
  ): Promise<JudgeResult> {
    const compiled = await compileBoth(language, request.code, checker, request.owner);
    const { outcome, report } = compiled.program;
    const checkerOutcome = compiled.checker?.outcome ?? null;
    try {
      let results: TestResult[];
      if (!outcome.ok) {
        results = request.testcases.map(() => failedResult(outcome));
      } else if (checkerOutcome && !checkerOutcome.ok) {
        results = request.testcases.map(() => checkerBrokenResult(checkerOutcome));
      } else {
        results = await Promise.all(
          request.testcases.map((testcase) =>
            pool.use(
              (slot) =>
                judgeTestcase(
                  slot.uid,
                  language,
                  outcome,
                  testcase,
                  limits,
                  checker,
                  checkerOutcome?.ok ? checkerOutcome : null,
                ),
              request.owner,
            ),
          ),
        );
      }
      const firstFailure: Verdict | undefined = results.find((result) => !result.passed)?.verdict;
      return {
        language: language.id,
        compile: report,
        ...(compiled.checker ? { checkerCompile: compiled.checker.report } : {}),
        results,
        verdict: firstFailure ?? (outcome.ok ? 'accepted' : outcome.verdict),
        passedCount: results.filter((result) => result.passed).length,
      };
    } finally {
      compiled.release();
    }
  }

  async function run(request: RunRequest): Promise<RunResult> {
    const language = resolveLanguage(request.language);
    const limits = resolveLimits(request.limits, defaults, ceilings);
    checkInput(request.input);
    return owners.run(request.owner, () => runChecked(request, language, limits));
  }

  async function runChecked(request: RunRequest, language: Language, limits: Limits): Promise<RunResult> {
    const { outcome, report, release } = await compile(language, request.code, request.owner);
    try {
      if (!outcome.ok) {
        const failed = failedResult(outcome);
        return { ...failed, language: language.id, verdict: outcome.verdict, compile: report };
      }
      const run = await pool.use(
        (slot) =>
          executeProgram(host, slot.uid, language, outcome, request.input, limits, undefined, toolchain),
        request.owner,
      );
      return { ...run.report, language: language.id, verdict: run.outcome, compile: report };
    } finally {
      release();
    }
  }

  async function selfCheck(): Promise<SelfCheckReport> {
    const entries = await Promise.all(
      languageIds.map(async (id) => {
        const started = performance.now();
        try {
          const result = await run({ language: id, code: languages[id].helloWorld, input: '' });
          const ok = result.verdict === 'ok' && result.output.trim() === 'hello';
          const detail = ok
            ? 'ok'
            : `${result.verdict}: ${(result.error || result.compile.message).slice(0, 500)}`;
          return [id, { ok, detail, ms: Math.round(performance.now() - started) }] as const;
        } catch (error) {
          return [id, { ok: false, detail: (error as Error).message, ms: 0 }] as const;
        }
      }),
    );
    return {
      sandbox: host.mode,
      cgroups: host.cgroups !== null,
      languages: Object.fromEntries(entries) as SelfCheckReport['languages'],
    };
  }

  return {
    judge,
    run,
    selfCheck,
    async close() {
      await toolchainReady;
      await javac?.close();
      await cache.clear();
      stdinFiles.close();
    },
    info: { sandbox: host.mode, cgroups: host.cgroups !== null, poolSize: pool.size },
    toolchainReady,
  };
}
