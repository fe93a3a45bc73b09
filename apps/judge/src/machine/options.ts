import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SandboxUnavailableError } from '../errors';
import { defaultCeilings, defaultLimits, type Limits } from '../limits';
import type { LimitsMode, SandboxPreference } from '../sandbox/detect';

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
  /** Defaults to JUDGE_LIMITS or 'cgroups'. */
  limits?: LimitsMode;
  cgroupName?: string;
  /** How to find the judge's cgroup v2 group: 'delegated' or a prepared subtree's path; default JUDGE_CGROUP. */
  cgroupMode?: string;
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

/** What every request is checked against and clamped to. */
export interface JudgeSettings {
  ceilings: Limits;
  defaults: Limits;
  maxCodeBytes: number;
  /** Bytes of each testcase's input and of its expected output. */
  maxInputBytes: number;
  maxTestcases: number;
  /** CPU ms a compile may use; undefined: the compile sandbox's own default. */
  compileTimeMs: number | undefined;
}

const MiB = 1024 * 1024;

/** A positive integer from the environment, or undefined when unset. */
export function envInteger(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, got '${raw}'`);
  return value;
}

export function envPreference(): SandboxPreference {
  const value = process.env.JUDGE_SANDBOX;
  return value === 'none' || value === 'bwrap' ? value : 'auto';
}

export function envLimits(): LimitsMode {
  const value = process.env.JUDGE_LIMITS;
  if (!value || value === 'cgroups') return 'cgroups';
  if (value === 'rlimits') return 'rlimits';
  throw new SandboxUnavailableError(`JUDGE_LIMITS is cgroups or rlimits, not '${value}'`);
}

export function defaultCacheDir(): string {
  return process.getuid?.() === 0
    ? '/var/cache/placement-judge'
    : join(tmpdir(), `placement-judge-${process.getuid?.()}`);
}

export function judgeSettings(options: JudgeOptions): JudgeSettings {
  return {
    ceilings: { ...defaultCeilings, ...options.ceilings },
    defaults: { ...defaultLimits, ...options.defaults },
    maxCodeBytes: options.maxCodeBytes ?? 64 * 1024,
    maxInputBytes: options.maxInputBytes ?? envInteger('JUDGE_MAX_TESTCASE_BYTES') ?? 64 * MiB,
    maxTestcases: options.maxTestcases ?? 200,
    compileTimeMs: options.compileTimeMs ?? envInteger('JUDGE_COMPILE_TIME_MS'),
  };
}
