/**
 * Run as a user that is not root (the non-root test spawns it with setpriv): a judge without cgroups, where
 * every run keeps this uid. Prints one JSON line: what a fork bomb in one slot does to another slot's runs,
 * what a JavaScript program holding 1.5 GB of buffers under a 64 MB limit gets, and whether Java and
 * Node.js hello world still start under their address-space limits.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createJudge } from '../judge';
import { languages } from '../languages/registry';

const limits = { timeMs: 2_000, memoryMb: 64, outputBytes: 1 << 20 };
const cacheDir = await mkdtemp(join(tmpdir(), 'judge-non-root-'));
const judge = await createJudge({
  cacheDir,
  poolSize: 2,
  precompileHeaders: false,
  javaCds: false,
  warmJavac: false,
  warn: () => {},
});
try {
  // the test passes a copy: a checkout the unprivileged user cannot read is fine
  const forkBomb = await readFile(
    process.argv[2] ?? join(import.meta.dirname, '..', '..', 'exploits', 'fork-bomb.c'),
    'utf8',
  );
  const sum = (i: number) =>
    judge.judge({
      language: 'py',
      code: `print(sum(map(int, input().split())))\n# ${i}\n`,
      testcases: [{ input: `${i} 1`, expectedOutput: String(i + 1) }],
      limits,
    });
  // warm the compile cache of the bomb, so both run at once
  const bomb = judge.judge({
    language: 'c',
    code: forkBomb,
    testcases: [{ input: '', expectedOutput: '' }],
    limits,
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const others = [];
  for (let i = 0; i < 12; i++) others.push((await sum(i)).verdict);
  const bombVerdict = (await bomb).verdict;
  const hog = await judge.judge({
    language: 'js',
    code: 'const kept = [];\nfor (let i = 0; i < 10; i++) kept.push(Buffer.alloc(150 << 20, 1));\nconsole.log("held", kept.length);\n',
    testcases: [{ input: '', expectedOutput: 'held 10' }],
    limits,
  });
  const hello = async (id: 'java' | 'js', memoryMb: number) =>
    (await judge.run({ language: id, code: languages[id].helloWorld, input: '', limits: { memoryMb } }))
      .output;
  console.log(
    JSON.stringify({
      uid: process.getuid?.(),
      cgroups: judge.info.cgroups,
      bomb: bombVerdict,
      others,
      hog: { verdict: hog.verdict, memoryKb: hog.results[0]?.memoryKb },
      java64: await hello('java', 64),
      java256: await hello('java', 256),
      js64: await hello('js', 64),
      js256: await hello('js', 256),
    }),
  );
} finally {
  await judge.close();
  await rm(cacheDir, { recursive: true, force: true });
}
