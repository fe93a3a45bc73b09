import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SandboxUnavailableError } from '../errors';
import { envLimits } from '../machine/options';
import { FakeCgroupFs } from './cgroup/fake-cgroupfs';
import { migrationsAreFast } from './cgroup/migrations';
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
      cgroups: true,
      cacheDir,
      warn: () => {},
    });
    expect(host.mode).toBe('bwrap');
    expect(host.cgroups).not.toBeNull();
  });

  it('refuses to start in production when it cannot set its memory and process limits, and says what to do', async () => {
    const refused = detectSandbox({
      preference: 'auto',
      production: true,
      cgroups: false,
      cacheDir,
      warn: () => {},
    });
    await expect(refused).rejects.toBeInstanceOf(SandboxUnavailableError);
    await expect(refused).rejects.toThrow(/cannot set its memory and process limits/);
  });

  it('runs in production on rlimits alone when the operator chooses them (JUDGE_LIMITS=rlimits), and says so', async () => {
    const warnings: string[] = [];
    const host = await detectSandbox({
      preference: 'auto',
      production: true,
      cgroups: true,
      limits: 'rlimits',
      // a host whose cgroups would refuse: the choice of rlimits never asks them
      cgroupOptions: { fs: new FakeCgroupFs().mountPlain('/sys/fs/cgroup', 'other') },
      cacheDir,
      warn: (m) => warnings.push(m),
    });
    expect(host.mode).toBe('bwrap');
    expect(host.cgroups).toBeNull();
    expect(host.cgroupStatus).toEqual({ version: 'none', why: 'JUDGE_LIMITS=rlimits' });
    expect(warnings.join()).toMatch(/cgroups unavailable \(JUDGE_LIMITS=rlimits\)/);
  });

  it('reads JUDGE_LIMITS, and refuses a value it does not know', () => {
    const saved = process.env.JUDGE_LIMITS;
    try {
      process.env.JUDGE_LIMITS = 'rlimits';
      expect(envLimits()).toBe('rlimits');
      delete process.env.JUDGE_LIMITS;
      expect(envLimits()).toBe('cgroups');
      process.env.JUDGE_LIMITS = 'rlimit';
      expect(() => envLimits()).toThrow("JUDGE_LIMITS is cgroups or rlimits, not 'rlimit'");
    } finally {
      if (saved === undefined) delete process.env.JUDGE_LIMITS;
      else process.env.JUDGE_LIMITS = saved;
    }
  });

  it('names what is wrong with the host and the three ways out when it refuses', async () => {
    const refused = detectSandbox({
      preference: 'auto',
      production: true,
      cgroups: true,
      cgroupOptions: { fs: new FakeCgroupFs().mountPlain('/sys/fs/cgroup', 'other') },
      cacheDir,
      warn: () => {},
    });
    await expect(refused).rejects.toThrow(
      /\/sys\/fs\/cgroup is not a cgroup file system.*private cgroup namespace.*Delegate=yes.*prepared/s,
    );
  });

  it('says which cgroups it uses and why', async () => {
    const host = await detectSandbox({
      preference: 'auto',
      production: false,
      cgroups: true,
      cacheDir,
      warn: () => {},
    });
    expect(host.cgroupStatus.version).toBe(host.cgroups?.version ?? 'none');
    expect(host.cgroupStatus.why).not.toBe('');
  });

  it('runs without cgroups outside production, with a warning', async () => {
    const warnings: string[] = [];
    const host = await detectSandbox({
      preference: 'auto',
      production: false,
      cgroups: false,
      cacheDir,
      warn: (m) => warnings.push(m),
    });
    expect(host.mode).toBe('bwrap');
    expect(warnings.join()).toMatch(/memory and process limits fall back to rlimits/);
  });
});

describe('migrationsAreFast', () => {
  it('sees favordynmods on a cgroup or cgroup2 mount, and nowhere else', () => {
    const v1 = 'cgroup /sys/fs/cgroup/pids cgroup rw,relatime,pids 0 0';
    expect(migrationsAreFast(`${v1}\ncgroup2 /sys/fs/cgroup/unified cgroup2 rw,relatime 0 0`)).toBe(false);
    expect(
      migrationsAreFast(`${v1}\ncgroup2 /sys/fs/cgroup/unified cgroup2 rw,relatime,favordynmods 0 0`),
    ).toBe(true);
    expect(migrationsAreFast('cgroup /sys/fs/cgroup/cpu cgroup rw,favordynmods,cpu 0 0')).toBe(true);
    expect(migrationsAreFast('tmpfs /favordynmods tmpfs rw,favordynmods 0 0')).toBe(false);
  });
});
