import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SandboxUnavailableError } from '../errors';
import { detectSandbox } from './detect';

const cacheDir = join(tmpdir(), 'placement-judge-test');

describe('detectSandbox', () => {
  it('never runs unconfined in production', async () => {
    await expect(
      detectSandbox({ preference: 'none', production: true, cgroups: false, cacheDir, warn: () => {} }),
    ).rejects.toBeInstanceOf(SandboxUnavailableError);
  });

  it('allows the rlimits-only fallback in development only when asked, with a warning', async () => {
    const warnings: string[] = [];
    const host = await detectSandbox({
      preference: 'none',
      production: false,
      cgroups: false,
      cacheDir,
      warn: (m) => warnings.push(m),
    });
    expect(host.mode).toBe('none');
    expect(warnings.join()).toMatch(/WITHOUT a sandbox/);
  });

  it('uses bubblewrap by default when it works', async () => {
    const host = await detectSandbox({
      preference: 'auto',
      production: true,
      cgroups: false,
      cacheDir,
      warn: () => {},
    });
    expect(host.mode).toBe('bwrap');
  });
});
