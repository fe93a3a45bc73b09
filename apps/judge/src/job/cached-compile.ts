import { createHash } from 'node:crypto';
import type { Checker } from '../checkers/checkers';
import { InputTooLargeError } from '../errors';
import type { Language } from '../languages/language';
import { resolveLanguage } from '../languages/registry';
import type { CompileOutcome } from '../machine/artifact-cache';
import type { Machine } from '../machine/machine';
import type { Owner } from '../machine/pool';
import type { CompileReport } from '../types';
import { compileInSandbox } from './compile';

/** A compile's outcome, its report for the caller, and the hold on its artifact until the job is done. */
export interface Compiled {
  outcome: CompileOutcome;
  report: CompileReport;
  /** Lets the cache evict the artifact again; idempotent. */
  release: () => void;
}

/** Compiles once per hash of language, flags and code (the header too, once built): in a pool slot, or from the cache. */
export async function compileCached(
  machine: Machine,
  language: Language,
  code: string,
  owner: Owner,
): Promise<Compiled> {
  const { maxCodeBytes, compileTimeMs } = machine.settings;
  if (Buffer.byteLength(code) > maxCodeBytes) throw new InputTooLargeError('code', maxCodeBytes);
  const usesPch = language.precompiledHeader === true && (await machine.pchReady);
  const key = createHash('sha256')
    .update(
      [
        language.id,
        ...(language.compile?.flags ?? []),
        ...(language.compile?.extraFiles ?? []).map((file) => file.content),
        usesPch ? machine.pchDir : '',
        code,
      ].join('\0'),
    )
    .digest('hex');
  const started = performance.now();
  const { outcome, cached, release } = await machine.cache.get(key, () =>
    machine.pool.use(
      (slot) =>
        compileInSandbox(language, code, {
          host: machine.host,
          uid: slot.uid,
          pchDir: machine.pchDir,
          timeMs: compileTimeMs,
          toolchain: machine.toolchain,
          warm: machine.warmCompilers[language.id],
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

export interface CompiledPair {
  program: Compiled;
  /** The custom checker's compile; null for a built-in checker. */
  checker: Compiled | null;
  release: () => void;
}

/** Compiles the submission and a custom checker side by side; a failure of either releases both. */
export async function compileWithChecker(
  machine: Machine,
  language: Language,
  code: string,
  checker: Checker,
  owner: Owner,
): Promise<CompiledPair> {
  const [program, custom] = await Promise.allSettled([
    compileCached(machine, language, code, owner),
    checker.kind === 'custom'
      ? compileCached(machine, resolveLanguage(checker.language), checker.code, owner)
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
  return { program: program.value, checker: custom.value, release };
}
