import { programSandbox } from '../job/execute';
import { type Language, NO_TOOLCHAIN, type Toolchain } from '../languages/language';
import type { Limits } from '../limits';
import { runSandboxed, type SandboxHost } from '../sandbox/run-sandboxed';
import { classifyRun } from '../verdict';

/**
 * A custom checker runs in a fresh sandbox like any program, with three read-only-in-spirit files in its
 * working directory, whose paths are also its arguments: `checker /box/input /box/expected /box/output`.
 * Exit 0 accepts, exit 1 is a wrong answer; any other exit, a crash or a limit is the checker's own failure
 * (an internal error the author sees, never blamed on the student). What it prints is kept for the author.
 */
export const CHECKER_ARGS = ['/box/input', '/box/expected', '/box/output'] as const;

const MB = 1024 * 1024;
const MESSAGE_CHARS = 2000;
/** A checker gets the server's CPU ceiling whatever the question's limit, and memory for the files it reads. */
const CHECKER_TIME_MS = 5_000;
const CHECKER_MEMORY_MB = 256;
const CHECKER_MEMORY_CEILING_MB = 1_024;
const CHECKER_OUTPUT_BYTES = 64 * 1024;

export type CheckerVerdict = 'accepted' | 'wrong_answer' | 'internal_error';

export interface CheckerResult {
  verdict: CheckerVerdict;
  /** What the checker printed, or why it failed; for the question's author only. */
  message: string;
}

/** What a student sees when the question's checker fails: not a crash of their program. */
export const CHECKER_FAILED_FOR_STUDENT =
  "Internal error: the question's output checker failed on this testcase (not a fault of your program)";

/** Keeps a program's whole output (within its output limit) for the checker's `output` file. */
export class OutputCollector {
  private readonly chunks: Buffer[] = [];

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
  }

  get buffer(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

export interface CheckerFiles {
  input: string;
  expected: string;
  output: Buffer;
}

export async function runCustomChecker(
  host: SandboxHost,
  uid: number,
  language: Language,
  artifact: { dir: string; entry: string },
  files: CheckerFiles,
  toolchain: Toolchain = NO_TOOLCHAIN,
): Promise<CheckerResult> {
  const fileBytes = Buffer.byteLength(files.input) + Buffer.byteLength(files.expected) + files.output.length;
  // A checker that reads all three files into memory needs room for them, twice over for parsing.
  const memoryMb = Math.min(CHECKER_MEMORY_CEILING_MB, CHECKER_MEMORY_MB + 2 * Math.ceil(fileBytes / MB));
  const limits: Limits = { timeMs: CHECKER_TIME_MS, memoryMb, outputBytes: CHECKER_OUTPUT_BYTES };
  const program = programSandbox(host, uid, { language, artifact, limits, toolchain, args: CHECKER_ARGS });
  const base = program.limits;
  // The files live in the sandbox's tmpfs, which counts against its memory cgroup.
  const tmpfsBytes = base.tmpfsBytes + fileBytes;
  const [inputPath, expectedPath, outputPath] = CHECKER_ARGS;
  const result = await runSandboxed(host, {
    ...program,
    limits: {
      ...base,
      memoryBytes: base.memoryBytes + fileBytes,
      tmpfsBytes,
      fileSizeBytes: tmpfsBytes,
    },
    files: [
      { path: inputPath, content: files.input },
      { path: expectedPath, content: files.expected },
      { path: outputPath, content: files.output },
    ],
  });
  const said = [result.stdout.toString('utf8'), result.stderr.toString('utf8')]
    .map((text) => text.trim())
    .filter(Boolean)
    .join('\n')
    .slice(0, MESSAGE_CHARS);
  const { outcome, detail } = classifyRun(result, (memoryMb + language.memoryOverheadMb) * 1024);
  if (outcome === 'ok') return { verdict: 'accepted', message: said };
  const exitedOne =
    outcome === 'runtime_error' && result.exitCode === 1 && result.signal === null && !result.oomKilled;
  if (exitedOne) return { verdict: 'wrong_answer', message: said };
  // "Runtime error (exit code 3)" → "exit code 3"; "Time limit exceeded" → "time limit exceeded"
  const reason =
    outcome === 'runtime_error' ? detail.replace(/^Runtime error \((.*)\)$/, '$1') : detail.toLowerCase();
  const failure = `The checker failed (${reason}); it must exit 0 to accept or 1 to reject`;
  return { verdict: 'internal_error', message: [failure, said].filter(Boolean).join('\n') };
}
