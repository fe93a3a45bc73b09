import { type Checker, validateChecker } from '../checkers/checkers';
import { InputTooLargeError } from '../errors';
import type { Language } from '../languages/language';
import { resolveLanguage } from '../languages/registry';
import { type Limits, resolveLimits } from '../limits';
import type { JudgeSettings } from '../machine/options';
import type { Owner } from '../machine/pool';
import type { JudgeRequest, RunRequest } from '../types';

/** A request checked against the judge's settings, before it waits for anything: what the job works with. */
export interface Primed {
  language: Language;
  code: string;
  /** Clamped to the server's ceilings. */
  limits: Limits;
  checker: Checker;
  owner: Owner;
}

function checkInput(settings: JudgeSettings, input: string, what = 'input'): void {
  // UTF-8 takes at most 3 bytes per UTF-16 unit: most inputs are checked without being measured.
  if (input.length * 3 > settings.maxInputBytes && Buffer.byteLength(input) > settings.maxInputBytes) {
    throw new InputTooLargeError(what, settings.maxInputBytes);
  }
}

/** Throws the request's first problem: an unknown language or checker, too many or too large testcases. */
export function primeJudge(settings: JudgeSettings, request: JudgeRequest): Primed {
  const language = resolveLanguage(request.language);
  const limits = resolveLimits(request.limits, settings.defaults, settings.ceilings);
  const checker = validateChecker(request.checker);
  if (request.testcases.length > settings.maxTestcases) {
    throw new InputTooLargeError('testcases', settings.maxTestcases);
  }
  for (const testcase of request.testcases) {
    checkInput(settings, testcase.input);
    checkInput(settings, testcase.expectedOutput, 'expected output');
  }
  return { language, code: request.code, limits, checker, owner: request.owner };
}

/** A run has no testcases to compare with: its one input is checked, its output only reported. */
export function primeRun(settings: JudgeSettings, request: RunRequest): Primed {
  const language = resolveLanguage(request.language);
  const limits = resolveLimits(request.limits, settings.defaults, settings.ceilings);
  checkInput(settings, request.input);
  return { language, code: request.code, limits, checker: { kind: 'exact' }, owner: request.owner };
}
