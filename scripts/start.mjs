// Runs a built program, building it first when its sources are newer than the build:
//   node scripts/start.mjs [api|judge|verify-attempts] [arguments...]     (api when no program is named)
// A production install (no dev dependencies) cannot build: it runs what is there and says if it looks stale.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const programs = {
  api: 'apps/api/dist/main.js',
  // the judge's commands with the platform's testcase store (apps/api/src/cli/judge.ts)
  judge: 'apps/api/dist/judge.js',
  'verify-attempts': 'apps/api/dist/verify-attempts.js',
};
const serverSources = [
  'apps/api/src',
  'apps/judge/src',
  'packages/contract/src',
  'packages/db/src',
  'packages/domain/src',
  'packages/similarity/src',
  'packages/worker-thread/src',
];
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contract/src',
  'packages/domain/src',
];

/** The newest modification time under the given files and folders. */
function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
    else latest = Math.max(latest, stat.mtimeMs);
  };
  for (const path of paths) visit(join(root, path));
  return latest;
}

const builtAt = (path) => (existsSync(join(root, path)) ? statSync(join(root, path)).mtimeMs : 0);

async function canBuild() {
  try {
    return await import('./build.mjs');
  } catch {
    return null;
  }
}

const [name, ...args] = process.argv.slice(2);
const program = programs[name] ? name : 'api';
const programArgs = programs[name] ? args : process.argv.slice(2);

const stale = [];
if (builtAt('apps/api/dist/.built') < newest(serverSources)) stale.push('server');
if (program === 'api' && builtAt('apps/web/dist/index.html') < newest(webSources)) stale.push('web');
if (stale.length > 0) {
  const builder = await canBuild();
  if (builder) {
    console.log(`Building the ${stale.join(' and ')} app (its sources changed since the last build)…`);
    if (stale.includes('server')) await builder.buildServer();
    if (stale.includes('web')) builder.buildWeb({ quiet: true });
  } else if (!existsSync(join(root, programs[program]))) {
    console.error(
      `${programs[program]} is missing: build it with \`npm run build\` (needs the dev dependencies).`,
    );
    process.exit(1);
  } else {
    console.warn(
      `The ${stale.join(' and ')} build is older than its sources; rebuild with \`npm run build\`.`,
    );
  }
}

// The program sees itself as the script, so node:cluster forks it and it reads its own arguments.
const entry = join(root, programs[program]);
process.argv = [process.argv[0], entry, ...programArgs];
await import(pathToFileURL(entry).href);
