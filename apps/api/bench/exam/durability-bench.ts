import { parseArgs } from 'node:util';
import { benchDatabase, benchSecret } from './database';
import { killDuringLoad } from './durability';
import { prepareExam } from './fixtures';
import { machine, writeSection } from './report';
import { startServer } from './server';

/** `npm run bench:durability -- --cycles 10 --students 300`: SIGKILL mid-load, restart, check, repeated. */
async function main() {
  const { values } = parseArgs({
    options: {
      cycles: { type: 'string', default: '10' },
      students: { type: 'string', default: '300' },
      workers: { type: 'string', default: '2' },
    },
  });
  const cycles = Number(values.cycles);
  const lines: string[] = [];
  let lostTotal = 0;
  let stuckTotal = 0;
  for (let cycle = 1; cycle <= cycles; cycle++) {
    const jwtSecret = benchSecret();
    const db = await benchDatabase();
    const fixture = await prepareExam(db.database.db, jwtSecret, Number(values.students), 80, 10);
    await db.database.close();
    const start = () =>
      startServer({ databaseUrl: db.url, port: 3955, jwtSecret, workers: Number(values.workers) });
    const killAfter = 5 + Math.random() * 10;
    const result = await killDuringLoad(fixture, start, { killAfterSeconds: killAfter });
    await db.drop();
    lostTotal += result.lost.length;
    stuckTotal += result.stuck.length;
    const line = `| ${cycle} | ${killAfter.toFixed(1)} | ${result.acknowledged} | ${result.lost.length} | ${result.stuck.length} |`;
    console.log(line);
    lines.push(line);
  }
  writeSection(
    'durability-bench',
    [
      '## Durability: SIGKILL in the middle of an exam',
      '',
      `Measured ${new Date().toISOString()} by \`npm run bench:durability -- --cycles ${cycles} --students ${values.students} --workers ${values.workers}\` on ${machine()}, PostgreSQL 15.`,
      'Each cycle: students answer every ~0.5 s; the whole API process group is killed with SIGKILL; the platform restarts;',
      'every acknowledged answer is looked up through the results API and every student resumes and answers once more.',
      '',
      '| cycle | killed after s | answers acknowledged | lost | attempts that could not go on |',
      '|---|---|---|---|---|',
      ...lines,
      '',
      `Total lost answers: ${lostTotal}; attempts that could not go on: ${stuckTotal}.`,
    ].join('\n'),
  );
  process.exit(lostTotal + stuckTotal > 0 ? 1 : 0);
}

void main();
