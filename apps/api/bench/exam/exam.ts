import { parseArgs } from 'node:util';
import { helloBaseline } from './baseline';
import { benchDatabase, benchSecret } from './database';
import { prepareExam } from './fixtures';
import { runLoad } from './load';
import { machine, writeSection } from './report';
import { startServer } from './server';

/**
 * `npm run bench:exam -- --students N --minutes M [--workers W] [--every S] [--herd S] [--coding share]`:
 * N simulated students start one assessment within the herd window and answer every few seconds through
 * the real API on PostgreSQL; the figures go to docs/benchmarks.md.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      students: { type: 'string', default: '1000' },
      minutes: { type: 'string', default: '2' },
      workers: { type: 'string', default: '2' },
      every: { type: 'string', default: '5' },
      herd: { type: 'string', default: '30' },
      coding: { type: 'string', default: '0.002' },
      connections: { type: 'string', default: '256' },
      port: { type: 'string', default: '3977' },
    },
  });
  const students = Number(values.students);
  const minutes = Number(values.minutes);
  const workers = Number(values.workers);
  const every = Number(values.every);
  const herd = Number(values.herd);
  const jwtSecret = benchSecret();

  console.log(`baseline: bare Fastify hello…`);
  const hello = await helloBaseline();
  const db = await benchDatabase();
  console.log(`preparing ${students} students…`);
  const fixture = await prepareExam(
    db.database.db,
    jwtSecret,
    students,
    Math.ceil((minutes * 60) / (every * 0.5)) + 5,
    minutes,
  );
  await db.database.close();
  const server = await startServer({ databaseUrl: db.url, port: Number(values.port), jwtSecret, workers });
  let peakMb = 0;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, server.memoryMb());
  }, 1000);
  console.log(`running ${students} students for ${minutes} min against ${workers} API processes…`);
  const result = await runLoad(server.url, fixture, {
    herdSeconds: herd,
    answerEverySeconds: every,
    seconds: minutes * 60,
    codingShare: Number(values.coding),
    connections: Number(values.connections),
  });
  clearInterval(sampler);
  await server.stop();
  await db.drop();

  const rows = Object.entries(result.routes).map(
    ([route, s]) =>
      `| ${route} | ${s.count} | ${s.errors} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.p99.toFixed(1)} | ${s.max.toFixed(1)} |`,
  );
  const throughput = result.requests / result.seconds;
  const offered = students / every;
  const answered = (result.routes.answer?.count ?? 0) / result.seconds;
  const saturated = answered < offered * 0.9;
  const errorCount = Object.values(result.errors).reduce((a, b) => a + b, 0);
  const markdown = [
    '## Exam day',
    '',
    `Measured ${new Date().toISOString()} by \`npm run bench:exam -- --students ${students} --minutes ${minutes} --workers ${workers} --every ${every} --herd ${herd}\`.`,
    '',
    `- Machine: ${machine()}; PostgreSQL 15 on the same machine; the load generator runs on the same 2 cores too.`,
    `- ${students} students, ${workers} API processes, start herd ${herd} s, an answer every ~${every} s each, ${Number(values.coding) * 100}% also compile once.`,
    `- Throughput ${throughput.toFixed(0)} requests/s over ${result.seconds.toFixed(0)} s; ${errorCount} errors${errorCount ? ` (${JSON.stringify(result.errors)})` : ''}; ${result.acknowledged.size} answers acknowledged.`,
    `- Server memory (all API processes) peak ${peakMb.toFixed(0)} MB.`,
    `- Offered load ~${offered.toFixed(0)} answers/s; served ${answered.toFixed(0)} answers/s: ${saturated ? 'SATURATED — this is the ceiling of this machine with this configuration, and the latencies below are queueing time' : 'kept up with the load'}.`,
    `- Bare Fastify hello on this machine in the same run: ${hello} requests/s (ratio of our throughput to it: ${(throughput / hello).toFixed(3)}).`,
    '',
    '| route | requests | errors | p50 ms | p95 ms | p99 ms | max ms |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  console.log(markdown);
  writeSection(`exam-bench-${students}`, markdown);
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
