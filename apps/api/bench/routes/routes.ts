import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { helloBaseline } from '../exam/baseline';
import { type CpuShares, watchCpu } from '../exam/cpu';
import { benchSecret, benchStore } from '../exam/database';
import { type ExamFixture, prepareExam } from '../exam/fixtures';
import { answerCapacity } from '../exam/replay';
import { machine, writeSection } from '../exam/report';
import { startServer } from '../exam/server';
import { snapshotDataUrl } from '../exam/snapshot-image';
import { monotonicMicros, PART_NAMES, readProfile, sharesIn, type Window } from './cpu-profile';

/**
 * `npm run bench:routes -- [--students N] [--questions Q] [--seconds S] [--connections C] [--pglite-only | --postgres-only]
 *  [--workers W] [--profile] [--write]`
 *
 * Each route of the test page's traffic driven alone, many connections, a different signed-in student on each
 * request, reported as requests per second and as a share of a bare Fastify hello measured in the same run:
 * the gap between the two is our code's cost, not the machine's. On the embedded PGlite (one process) and on
 * PostgreSQL (W API processes). `--profile` runs one API process under node's --cpu-prof and says, per route,
 * where its time went (our code, Fastify, the ORM, the driver, waiting on the database, …). Figures go to
 * docs/benchmarks.md only with `--write`.
 */

/** How many keep refetching the live board at once in its run. */
const BOARD_WATCHERS = 5;

interface RouteFigure {
  route: string;
  perSecond: number;
  p99Ms: number;
  errors: number;
  /** when it was driven, to find its samples in the server's CPU profile */
  window: Window;
  /** requests answered in that window */
  requests: number;
  /** whose processes used the machine's CPU meanwhile */
  cpu?: CpuShares;
}

/** One route under autocannon, each request signed in as the next student; `body` builds its JSON body. */
async function drive(
  baseUrl: string,
  fixture: ExamFixture,
  options: {
    route: string;
    method: 'GET' | 'POST';
    path: (testId: string) => string;
    body?: () => unknown;
    seconds: number;
    connections: number;
    /** each student at most once (a start, an end) */
    once?: boolean;
    /** one member of staff's session for every request, instead of the students' */
    staffToken?: string;
  },
): Promise<RouteFigure> {
  let next = 0;
  const { students } = fixture;
  const from = monotonicMicros();
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    ...(options.once ? { amount: students.length } : {}),
    requests: [
      {
        method: options.method,
        path: options.path(fixture.assessmentId),
        setupRequest: (request) => {
          const token = options.staffToken ?? students[next++ % students.length]!.token;
          return {
            ...request,
            headers: { ...request.headers, 'auth-token': token, 'content-type': 'application/json' },
            ...(options.body ? { body: JSON.stringify(options.body()) } : {}),
          };
        },
      },
    ],
  });
  return {
    route: options.route,
    perSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    window: { from, to: monotonicMicros() },
    requests: result.requests.total,
  };
}

async function measureBackend(options: {
  pglite: boolean;
  workers: number;
  students: number;
  /** in the one test every student takes: the answer route's capacity run must not reach its end */
  questions: number;
  seconds: number;
  connections: number;
  port: number;
  /** a folder for the server's CPU profile (one API process) */
  profileDir?: string;
}) {
  const store = await benchStore(options.pglite);
  const jwtSecret = benchSecret();
  const database = await store.open();
  const fixture = await prepareExam(database.db, jwtSecret, options.students, options.questions, 60, {
    cameraRequired: true,
  });
  await database.close();
  const server = await startServer({
    databaseUrl: store.url,
    dataDir: store.dataDir,
    port: options.port,
    jwtSecret,
    workers: options.pglite || options.profileDir ? 1 : options.workers,
    ...(options.profileDir ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] } : {}),
  });
  const common = { seconds: options.seconds, connections: options.connections };
  const figures: RouteFigure[] = [];
  try {
    const run = async (route: Parameters<typeof drive>[2]) => {
      // a short warm-up (sessions, the test's bundle, the JIT), except for what each student does once
      if (!route.once) await drive(server.url, fixture, { ...route, seconds: 1 });
      const stopCpu = watchCpu(server.process.pid!, store.url);
      const figure = await drive(server.url, fixture, route);
      figure.cpu = stopCpu();
      console.log(
        `  ${figure.route}: ${figure.perSecond}/s, p99 ${figure.p99Ms} ms, ${figure.errors} errors`,
      );
      figures.push(figure);
    };
    await run({ route: 'probe `GET /api/ping`', method: 'GET', path: () => '/api/ping', ...common });
    await run({ route: '`GET /api/student/me`', method: 'GET', path: () => '/api/student/me', ...common });
    await run({
      route: 'list `GET /api/student/test`',
      method: 'GET',
      path: () => '/api/student/test',
      ...common,
    });
    await run({
      route: 'overview `GET /api/student/test/:id`',
      method: 'GET',
      path: (id) => `/api/student/test/${id}`,
      ...common,
    });
    const start = {
      route: 'start `POST /api/student/test/start/:id`',
      method: 'POST' as const,
      path: (id: string) => `/api/student/test/start/${id}?adaptive=false`,
      body: () => ({}),
      once: true,
      ...common,
    };
    await run(start);
    // every student not reached in time starts now (the others resume), so that all of them can end below
    await drive(server.url, fixture, { ...start, seconds: 600 });
    await run({
      route: 'proctoring event `POST /api/student/test/:id/event`',
      method: 'POST',
      path: (id) => `/api/student/test/${id}/event`,
      body: () => ({ type: 'connection_restored' }),
      ...common,
    });
    const image = snapshotDataUrl();
    await run({
      route: 'camera snapshot `POST /api/student/test/:id/screenshot`',
      method: 'POST',
      path: (id) => `/api/student/test/${id}/screenshot`,
      body: () => ({ assessmentId: fixture.assessmentId, image }),
      ...common,
    });
    await run({
      route: 'compile log `GET /api/compiler/log/:id`',
      method: 'GET',
      path: () => `/api/compiler/log/${fixture.codingTestId}?question=${fixture.codingQuestionId}`,
      ...common,
    });
    await run({
      route: `live board of ${options.students.toLocaleString('en')}, ${BOARD_WATCHERS} watching \`GET /api/college/assessments/:id/live\``,
      method: 'GET',
      path: (id) => `/api/college/assessments/${id}/live`,
      staffToken: fixture.staffToken,
      ...common,
      // a few members of staff, not a crowd: each refetch is the whole board
      connections: BOARD_WATCHERS,
    });
    const answerFrom = monotonicMicros();
    const stopCpu = watchCpu(server.process.pid!, store.url);
    const capacity = await answerCapacity(
      server.url,
      fixture,
      fixture.students.slice(0, options.connections),
      options.seconds,
    );
    const answerCpu = stopCpu();
    const answered = capacity.recorder.stats().answer;
    const answer = {
      route: 'answer `POST /api/student/test/response/non-adaptive/:id`',
      perSecond: Math.round(capacity.perSecond),
      p99Ms: Math.round(answered?.p99 ?? 0),
      errors: answered?.errors ?? 0,
      window: { from: answerFrom, to: monotonicMicros() },
      requests: answered?.count ?? 0,
      cpu: answerCpu,
    };
    console.log(`  ${answer.route}: ${answer.perSecond}/s`);
    figures.push(answer);
    await run({
      route: 'end `POST /api/student/test/end/:id`',
      method: 'POST',
      path: (id) => `/api/student/test/end/${id}?adaptive=false`,
      body: () => ({ timeTaken: 60, endType: { type: 'manual' } }),
      once: true,
      ...common,
    });
  } finally {
    // SIGINT: the server ends by itself, and node writes the profile as it exits
    await server.stop(options.profileDir ? 'SIGINT' : 'SIGTERM');
    await store.drop();
  }
  return figures;
}

/** Where each route's server time went (one API process under --cpu-prof), as shares of its samples. */
function profileTable(figures: RouteFigure[], profileDir: string) {
  const profile = readProfile(profileDir);
  const rows = figures.map((f) => {
    const shares = sharesIn(profile, f.window);
    return `| ${f.route} | ${PART_NAMES.map((part) => `${Math.round((shares.get(part) ?? 0) * 100)} %`).join(' | ')} |`;
  });
  return [
    `| route | ${PART_NAMES.join(' | ')} |`,
    `|---|${PART_NAMES.map(() => '---').join('|')}|`,
    ...rows,
  ].join('\n');
}

/**
 * The machine's CPU time per request, by whose process spent it, and the rate the API's own share would allow
 * if the API had every core to itself: the load generator and PostgreSQL share the cores in these runs.
 */
function cpuTable(figures: RouteFigure[]) {
  const ms = (seconds: number | null, requests: number) =>
    seconds === null ? '–' : ((seconds * 1000) / requests).toFixed(2);
  const rows = figures
    .filter((f) => f.cpu && f.requests > 0)
    .map((f) => {
      const cpu = f.cpu!;
      const ceiling = Math.round((cpu.cores * f.requests) / cpu.api);
      return `| ${f.route} | ${ms(cpu.api, f.requests)} | ${ms(cpu.postgres, f.requests)} | ${ms(cpu.loadGenerator, f.requests)} | ${ms(cpu.other, f.requests)} | ${ceiling.toLocaleString('en')} |`;
    });
  return [
    '| route | API ms | PostgreSQL ms | load generator ms | anything else ms | API alone on every core (requests/s) |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

function table(figures: RouteFigure[], hello: number) {
  const rows = figures.map(
    (f) =>
      `| ${f.route} | ${f.perSecond.toLocaleString('en')} | ${((f.perSecond / hello) * 100).toFixed(1)} % | ${f.p99Ms} | ${f.errors} |`,
  );
  return [
    '| route | requests/s | share of hello | p99 ms | errors |',
    '|---|---|---|---|---|',
    `| bare Fastify hello (same run) | ${hello.toLocaleString('en')} | 100 % | | |`,
    ...rows,
  ].join('\n');
}

async function main() {
  const { values } = parseArgs({
    options: {
      students: { type: 'string', default: '3000' },
      questions: { type: 'string', default: '200' },
      seconds: { type: 'string', default: '5' },
      connections: { type: 'string', default: '50' },
      workers: { type: 'string', default: '2' },
      'pglite-only': { type: 'boolean', default: false },
      'postgres-only': { type: 'boolean', default: false },
      port: { type: 'string', default: '3978' },
      write: { type: 'boolean', default: false },
      profile: { type: 'boolean', default: false },
    },
  });
  const common = {
    students: Number(values.students),
    questions: Number(values.questions),
    seconds: Number(values.seconds),
    connections: Number(values.connections),
    workers: Number(values.workers),
    port: Number(values.port),
  };
  console.log('baseline: bare Fastify hello…');
  const hello = await helloBaseline(common.seconds);
  console.log(`  ${hello}/s`);
  const sections: string[] = [];
  if (!values['postgres-only']) {
    console.log('PGlite, one process…');
    const profileDir = values.profile ? mkdtempSync(join(tmpdir(), 'bench-routes-pglite-')) : undefined;
    const figures = await measureBackend({ ...common, pglite: true, profileDir });
    sections.push(`### Embedded PGlite, one process\n\n${table(figures, hello)}`);
    sections.push(`CPU per request (the database runs inside the API):\n\n${cpuTable(figures)}`);
    if (profileDir)
      sections.push(`Where the server's time went (CPU profile):\n\n${profileTable(figures, profileDir)}`);
  }
  if (!values['pglite-only']) {
    console.log(`PostgreSQL, ${common.workers} API processes…`);
    const profileDir = values.profile ? mkdtempSync(join(tmpdir(), 'bench-routes-postgres-')) : undefined;
    const figures = await measureBackend({ ...common, pglite: false, profileDir });
    const processes = profileDir ? 1 : common.workers;
    sections.push(
      `### PostgreSQL, ${processes} API process${processes > 1 ? 'es' : ''}\n\n${table(figures, hello)}`,
    );
    sections.push(`CPU per request:\n\n${cpuTable(figures)}`);
    if (profileDir)
      sections.push(`Where the server's time went (CPU profile):\n\n${profileTable(figures, profileDir)}`);
  }
  const command = `npm run bench:routes -- ${process.argv.slice(2).join(' ')}`.trim();
  const markdown = [
    '## Route costs (apps/api/bench/routes/routes.ts)',
    '',
    `Measured ${new Date().toISOString()} by \`${command}\` on ${machine()}; the load generator runs on the same machine.`,
    `Each route alone for ${common.seconds} s with ${common.connections} connections, ${common.students.toLocaleString('en')} signed-in students of one`,
    `assessment of ${common.questions} questions taking turns (each request signed in as the next student). The answer is driven by one student per`,
    'connection answering back to back (it needs the question the last answer returned). What each request runs',
    'in the database, and that none of it grows with the cohort, is asserted by',
    '`apps/api/src/routes/student/attempts-cohort.test.ts` (10,000 attempts, every statement explained).',
    '',
    sections.join('\n\n'),
  ].join('\n');
  console.log(`\n${markdown}`);
  if (values.write) writeSection('bench-routes', markdown);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
