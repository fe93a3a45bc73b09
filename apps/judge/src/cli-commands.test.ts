import { describe, expect, it } from 'vitest';
import { failedLanguages } from './cli-commands';
import type { SelfCheckReport } from './types';

describe('failedLanguages', () => {
  it('names every language whose hello world failed, with what it said, and nothing else', () => {
    const report: SelfCheckReport = {
      sandbox: 'bwrap',
      cgroups: 'v2',
      cgroupsWhy: 'test',
      languages: {
        py: { ok: true, detail: 'ok', ms: 20 },
        c: { ok: true, detail: 'ok', ms: 80 },
        cpp: { ok: true, detail: 'ok', ms: 400 },
        java: { ok: false, detail: 'compile_error: javac: not found', ms: 5 },
        js: { ok: false, detail: 'runtime_error: node: not found', ms: 5 },
      },
    };
    expect(failedLanguages(report)).toEqual([
      'java: compile_error: javac: not found',
      'js: runtime_error: node: not found',
    ]);
  });
});
