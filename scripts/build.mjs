// Builds the server side to plain JavaScript: one ESM bundle per entry point, our workspace packages inlined,
// every npm dependency left as an import (a production install provides them with `npm ci --omit=dev`).
//   node scripts/build.mjs          the API, judge and CLI bundles
//   node scripts/build.mjs --web    the web app too (vite)
import { execFileSync } from 'node:child_process';
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

export const serverEntries = {
  'apps/api/dist/main': 'apps/api/src/main.ts',
  'apps/api/dist/verify-attempts': 'apps/api/src/cli/verify-attempts.ts',
  'apps/api/dist/judge': 'apps/api/src/cli/judge.ts',
  'apps/judge/dist/cli': 'apps/judge/src/cli.ts',
  // the code-similarity worker thread, started by packages/similarity/src/run-in-worker.ts from main.js's folder
  'apps/api/dist/similarity-worker': 'packages/similarity/src/worker.ts',
  // the question-bank import's parsing thread (services/question-bank/interchange/read-in-worker.ts)
  'apps/api/dist/interchange-worker': 'apps/api/src/services/question-bank/interchange/worker.ts',
  // the item calibration's thread (services/calibrations/run-in-worker.ts)
  'apps/api/dist/calibration-worker': 'apps/api/src/services/calibrations/worker.ts',
};

/** Every package a workspace depends on at run time, except our own (those are bundled). */
function npmDependencies() {
  const names = new Set();
  for (const group of ['apps', 'packages']) {
    for (const dir of readdirSync(join(root, group))) {
      const manifest = JSON.parse(readFileSync(join(root, group, dir, 'package.json'), 'utf8'));
      for (const name of Object.keys(manifest.dependencies ?? {})) {
        if (!name.startsWith('@placement/')) names.add(name);
      }
    }
  }
  return [...names];
}

export async function buildServer() {
  await build({
    absWorkingDir: root,
    entryPoints: Object.entries(serverEntries).map(([out, entry]) => ({ in: entry, out })),
    outdir: '.',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    external: npmDependencies().flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
    // bundled CommonJS helpers that call require() need one in an ES module
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  // the demo's video clip, read beside the module that seeds it (apps/api/src/demo/video.ts)
  copyFileSync(
    join(root, 'apps/api/src/demo/binary-search.webm'),
    join(root, 'apps/api/dist/binary-search.webm'),
  );
  writeFileSync(join(root, 'apps/api/dist/.built'), `${new Date().toISOString()}\n`);
}

/** `quiet` keeps vite's list of chunks off the console (npm start prints its banner after it). */
export function buildWeb({ quiet = false } = {}) {
  const args = ['run', 'build', '--silent', '-w', '@placement/web'];
  if (quiet) args.push('--', '--logLevel', 'error');
  execFileSync('npm', args, { cwd: root, stdio: 'inherit' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer();
  if (process.argv.includes('--web')) buildWeb();
}
