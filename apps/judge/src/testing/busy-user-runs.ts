/**
 * Run by own-tasks.test.ts as an unprivileged user, bundled: starts `sleepers` processes of its own, as a
 * developer's desktop session has, then judges a C program a few times and prints the verdicts as JSON.
 *
 *   node busy-user-runs.mjs <cache dir> <sleepers>
 */
import { spawn } from 'node:child_process';
import { createJudge } from '../judge';
import { programs } from './programs';

const [cacheDir = '', sleepers = '0'] = process.argv.slice(2);
const children = Array.from({ length: Number(sleepers) }, () =>
  spawn('/bin/sleep', ['120'], { stdio: 'ignore' }),
);
const judge = await createJudge({
  cacheDir,
  javaCds: false,
  precompileHeaders: false,
  warmJavac: false,
  poolSize: 1,
  warn: () => {},
});
const verdicts: string[] = [];
for (let i = 0; i < 3; i++) {
  const run = await judge.run({ language: 'c', code: programs.c.sum, input: '2 3' });
  verdicts.push(`${run.verdict} ${run.output.trim()}${run.error ? ` ${run.error}` : ''}`);
}
await judge.close();
for (const child of children) child.kill();
process.stdout.write(JSON.stringify(verdicts));
