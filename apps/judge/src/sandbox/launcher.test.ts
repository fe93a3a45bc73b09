import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Judge } from '../judge';
import { programs } from '../testing/programs';
import { createTestJudge, type TestJudge } from '../testing/test-judge';

const UID = 61_000;

/** Processes (zombies included) whose real uid is the slot's. */
async function processesOf(uid: number): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
    const real = /^Uid:\s+(\d+)/m.exec(status)?.[1];
    if (real === String(uid)) found.push(`${entry} ${/^State:\s+(.*)$/m.exec(status)?.[1] ?? ''}`);
  }
  return found;
}

// Only root drops each run to a slot uid of its own.
describe.skipIf(process.getuid?.() !== 0)('the launcher reaps every sandbox', () => {
  let fixture: TestJudge;
  let judge: Judge;

  beforeAll(async () => {
    // Without cgroups RLIMIT_NPROC is the slot's only process cap: an unreaped process there is felt first.
    fixture = await createTestJudge({
      cgroups: false,
      poolSize: 1,
      uidBase: UID,
      javaCds: false,
      precompileHeaders: false,
    });
    judge = fixture.judge;
  }, 120_000);
  afterAll(() => fixture?.dispose());

  it('runs a hundred times in a row on one slot, leaving no process of its uid behind', async () => {
    // bubblewrap's outer process exits before it reaps the sandbox's init; left to PID 1, those orphans
    // filled the slot's 64 processes from about the 60th run on.
    const verdicts = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const run = await judge.run({ language: 'c', code: programs.c.sum, input: '2 3' });
      verdicts.add(`${run.verdict} ${run.output.trim()} ${run.error}`);
    }
    expect([...verdicts]).toEqual(['ok 5 ']);
    expect(await processesOf(UID)).toEqual([]);
  }, 120_000);

  it('leaves nothing behind a run it had to kill', async () => {
    const run = await judge.run({
      language: 'c',
      code: programs.c.spin,
      input: '',
      limits: { timeMs: 300 },
    });
    expect(run.verdict).toBe('time_limit_exceeded');
    expect(await processesOf(UID)).toEqual([]);
  });
});
