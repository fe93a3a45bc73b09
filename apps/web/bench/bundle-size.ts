/**
 * Bundle-size benchmark (`npm run bench:web`): builds the web app, serves dist/, loads two pages in Chromium and
 * sums the gzip size of every script loaded before the page is painted and idle:
 *   - the login page (target ≤ 93 KB: 90.8 KB after #32 moved the query library off it, with a little headroom),
 *   - the question screen with the code editor (target ≤ 300 KB); its API replies are canned (page.route), so
 *     no platform is needed.
 * Writes its own section of docs/benchmarks.md (between markers), leaving the rest of the file alone, and exits
 * non-zero when a page is over its target, so a regression fails the run.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, totalmem } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(webRoot, '../..');
const dist = join(webRoot, 'dist');
const docs = join(repoRoot, 'docs/benchmarks.md');
const START = '<!-- web-bundle-size:start -->';
const END = '<!-- web-bundle-size:end -->';
const targets = { login: 93, question: 300 };

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

function serve(): Promise<{ url: string; close: () => void }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    let file = join(dist, path);
    if (!file.startsWith(dist) || !existsSync(file) || path === '/') file = join(dist, 'index.html');
    response.setHeader('content-type', types[extname(file)] ?? 'application/octet-stream');
    response.end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}

/** Scripts fetched while `load` runs, as [path, gzip bytes]. */
async function measure(page: Page, load: () => Promise<void>): Promise<[string, number][]> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await load();
  return [...scripts].map((path) => [path, gzipSync(readFileSync(join(dist, path)), { level: 9 }).length]);
}

const question = {
  _id: 'q1',
  type: 'compiler',
  Duration: 15,
  codeQuestion: '<p>Read two integers and print their sum.</p>',
  code: {
    Python: { defaultCode: 'a, b = map(int, input().split())\n' },
    C: { defaultCode: 'int main(){}\n' },
  },
  testcases: [{ input: '2 3\n', expectedOutput: '5\n' }],
  hiddenTestCases: 1,
};
const state = {
  question,
  topic: 'Coding',
  topicName: 'Coding',
  topicType: 'compiler',
  topicIndex: 0,
  count: 1,
  isLast: true,
  questionRemainingSeconds: 900,
  finished: false,
};
const config = {
  instructions: [],
  isCameraRequired: false,
  maxTabSwitches: 5,
  maxAudioLimitExceedCount: 10,
  maxCameraSwitches: 5,
};

async function cannedApi(page: Page): Promise<void> {
  await page.route('**/api/**', (route) => {
    const url = new URL(route.request().url());
    const json = (body: unknown) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify(body) });
    if (url.pathname === '/api/student/me') {
      return json({
        success: true,
        student: {
          _id: 's',
          FirstName: 'Asha',
          LastName: 'V',
          Email: 'a@b.c',
          avatar: null,
          authType: 'default',
          CollegeId: 'c',
        },
      });
    }
    if (url.pathname === '/api/health') return json({ ok: true, db: 'pglite' });
    // the test screen reads the running test once on load (#29): without this reply it renders nothing
    if (url.pathname.endsWith('/live')) {
      return json({
        success: true,
        status: 'on_test',
        remainingSeconds: 3600,
        deadline: new Date(Date.now() + 3_600_000).toISOString(),
        questionRemainingSeconds: 900,
        paused: null,
        endReason: null,
        notice: null,
        announcements: [],
      });
    }
    if (url.pathname.startsWith('/api/student/test/start/')) {
      return json({
        success: true,
        message: 'Test started successfully',
        attemptId: 'a',
        resumed: true,
        isAdaptive: false,
        timer: 60,
        remainingSeconds: 3600,
        deadline: new Date(Date.now() + 3_600_000).toISOString(),
        topicNames: ['Coding'],
        totalQuestions: 1,
        isLast: true,
        firstQuestion: state,
        config,
      });
    }
    if (url.pathname.startsWith('/api/student/test/')) {
      return json({
        success: true,
        assessment: {
          _id: 't',
          isAdaptive: false,
          inProgress: true,
          attemptsUsed: 1,
          serverTime: new Date().toISOString(),
        },
        sender: { name: 'College', avatar: null },
      });
    }
    return json({ success: true, logs: [] });
  });
}

async function main() {
  execSync('npm run build -w @placement/web', { cwd: repoRoot, stdio: 'inherit' });
  const server = await serve();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const loginPage = await browser.newPage();
    const login = await measure(loginPage, async () => {
      await loginPage.goto(`${server.url}/`);
      await loginPage.getByRole('button', { name: 'Login' }).waitFor();
      await loginPage.waitForLoadState('networkidle');
    });

    const questionPage = await browser.newPage();
    await cannedApi(questionPage);
    await questionPage.addInitScript(() => localStorage.setItem('token', 'bench'));
    const screen = await measure(questionPage, async () => {
      await questionPage.goto(`${server.url}/student/test/t/start?isAdaptive=false`);
      await questionPage.getByRole('textbox', { name: /^Code editor/ }).waitFor();
      await questionPage.waitForLoadState('networkidle');
    });

    const kb = (list: [string, number][]) => list.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024;
    const rows = [
      ['Login page (`/`)', kb(login), targets.login, login.length],
      ['Question screen with the code editor', kb(screen), targets.question, screen.length],
    ] as const;
    for (const [name, size, target] of rows)
      console.log(`${name}: ${size.toFixed(1)} KB gzip (target ≤ ${target} KB)`);
    const largest = (list: [string, number][]) =>
      [...list]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([path, bytes]) => `\`${path.replace('/assets/', '')}\` ${(bytes / 1024).toFixed(1)} KB`)
        .join(', ');
    for (const [path, bytes] of [...login].sort((a, b) => b[1] - a[1]))
      console.log(`  login: ${path} ${(bytes / 1024).toFixed(2)} KB`);

    const section = [
      START,
      '## Web: JavaScript before first paint (apps/web/bench/bundle-size.ts)',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB), Node ${process.version}, Chromium headless. Production build; every script the page requested until it was painted and the network was idle, gzip -9 of the built file.`,
      '',
      '| Page | JS (gzip) | Target | Scripts | Within target |',
      '|---|---|---|---|---|',
      ...rows.map(
        ([name, size, target, count]) =>
          `| ${name} | ${size.toFixed(1)} KB | ≤ ${target} KB | ${count} | ${size <= target ? 'yes' : 'NO'} |`,
      ),
      '',
      `Largest on the login page: ${largest(login)}.`,
      '',
      `Largest on the question screen: ${largest(screen)}.`,
      END,
    ].join('\n');
    const before = existsSync(docs) ? readFileSync(docs, 'utf8') : '# Benchmarks\n';
    const next = before.includes(START)
      ? before.replace(new RegExp(`${START}[\\s\\S]*?${END}`), section)
      : `${before.trimEnd()}\n\n${section}\n`;
    writeFileSync(docs, next);
    console.log(`wrote ${docs}`);
    const over = rows.filter(([, size, target]) => size > target);
    for (const [name, size, target] of over)
      console.error(`over budget: ${name} ${size.toFixed(1)} KB gzip > ${target} KB`);
    if (over.length > 0) process.exitCode = 1;
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
