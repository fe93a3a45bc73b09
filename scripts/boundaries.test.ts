import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Files written for the occasion: each breaks one boundary (or keeps to it) the way a newcomer might. */
const probes = {
  routeDeepPath: {
    path: 'apps/api/src/routes/shared/boundary-probe.ts',
    source:
      "import { users } from '../../../../../packages/db/src/schema/users';\nexport const probe = users;\n",
  },
  routeDrizzle: {
    path: 'apps/api/src/routes/shared/boundary-probe-orm.ts',
    source: "import { eq } from 'drizzle-orm';\nexport const probe = eq;\n",
  },
  domainFs: {
    path: 'packages/domain/src/boundary-probe.ts',
    source: "import { readFileSync } from 'fs';\nexport const probe = readFileSync;\n",
  },
  domainContract: {
    path: 'packages/domain/src/boundary-probe-contract.ts',
    source: "import { messages } from '../../contract/src/index';\nexport const probe = messages;\n",
  },
  domainPackage: {
    path: 'packages/domain/src/boundary-probe-package.ts',
    source: "import { messages } from '@placement/contract';\nexport const probe = messages;\n",
  },
  webFeature: {
    path: 'apps/web/src/features/boundary-probe/probe.ts',
    source: "import { JobsPage } from '../student-jobs/routes/jobs';\nexport const probe = JobsPage;\n",
  },
  webUi: {
    path: 'apps/web/src/ui/boundary-probe.ts',
    source:
      "import { JobsPage } from '../features/student-jobs/routes/jobs';\nexport const probe = JobsPage;\n",
  },
  webApi: {
    path: 'apps/web/src/lib/boundary-probe.ts',
    source: "import { buildApp } from '../../../api/src/app';\nexport const probe = buildApp;\n",
  },
  portalService: {
    path: 'apps/api/src/services/company/boundary-probe.ts',
    source: "import { presentJob } from '../jobs/jobs';\nexport const probe = presentJob;\n",
  },
  sharedService: {
    path: 'apps/api/src/services/shared/boundary-probe.ts',
    source: "import { presentJob } from '../jobs/jobs';\nexport const probe = presentJob;\n",
  },
  cycleA: {
    path: 'apps/api/src/lib/boundary-probe-a.ts',
    source: "import { b } from './boundary-probe-b';\nexport const a = () => b();\n",
  },
  cycleB: {
    path: 'apps/api/src/lib/boundary-probe-b.ts',
    source: "import { a } from './boundary-probe-a';\nexport const b = (): unknown => a;\n",
  },
  // these keep to the boundaries
  serviceQueries: {
    path: 'apps/api/src/services/placements/boundary-probe-allowed.ts',
    source:
      "import { eq } from 'drizzle-orm';\nimport { presentJob } from '../jobs/jobs';\nexport const probe = [eq, presentJob];\n",
  },
  featureUsesUi: {
    path: 'apps/web/src/features/boundary-probe/allowed.ts',
    source: "import { Button } from '../../ui/button';\nexport const probe = Button;\n",
  },
} as const;

let output = '';
let failed = false;
let seconds = 0;

beforeAll(async () => {
  for (const { path, source } of Object.values(probes)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  const started = performance.now();
  try {
    await promisify(execFile)('npm', ['run', '--silent', 'lint:imports'], { cwd: root });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    output = stdout + stderr;
    failed = true;
  } finally {
    seconds = (performance.now() - started) / 1000;
    for (const { path } of Object.values(probes)) rmSync(join(root, path), { force: true });
    rmSync(join(root, 'apps/web/src/features/boundary-probe'), { recursive: true, force: true });
  }
}, 180_000);

afterAll(() => console.info(`npm run lint:imports over the tree with probes: ${seconds.toFixed(1)} s`));

/** Whether `npm run lint:imports` named this probe under this rule. */
const reported = (rule: string, probe: keyof typeof probes) =>
  output.includes(`${rule}: ${probes[probe].path}`);

describe('import boundaries (.dependency-cruiser.cjs, run by npm run lint)', () => {
  it('fails the lint', () => expect(failed).toBe(true));

  it('route files do not reach the database, not even by a deep relative path', () => {
    expect(reported('routes-do-not-query-the-database', 'routeDeepPath')).toBe(true);
    expect(reported('routes-do-not-query-the-database', 'routeDrizzle')).toBe(true);
  });

  it('the domain does no I/O and imports nothing of ours, by package name or by relative path', () => {
    expect(reported('domain-does-no-io', 'domainFs')).toBe(true);
    expect(reported('domain-imports-nothing-of-ours', 'domainContract')).toBe(true);
    expect(reported('domain-imports-nothing-of-ours', 'domainPackage')).toBe(true);
  });

  it('a web feature, even a new one, imports no other feature; src/ui imports none; web imports no api', () => {
    expect(reported('features-do-not-import-features', 'webFeature')).toBe(true);
    expect(reported('shared-web-code-imports-no-feature', 'webUi')).toBe(true);
    expect(reported('web-imports-only-contract-and-domain', 'webApi')).toBe(true);
  });

  it('services are by resource: a service folder named after a portal (or "shared") is refused', () => {
    expect(reported('services-are-by-resource', 'portalService')).toBe(true);
    expect(reported('services-are-by-resource', 'sharedService')).toBe(true);
  });

  it('no import cycles', () => {
    expect(output).toMatch(/no-cycles: apps\/api\/src\/lib\/boundary-probe-[ab]\.ts/);
  });

  it('names nothing else: services query the database and use resource folders, features use src/ui', () => {
    const named = [...output.matchAll(/^\s*error [\w-]+: (\S+)/gm)].map((m) => m[1] ?? '');
    const expected: string[] = Object.entries(probes)
      .filter(([name]) => name !== 'serviceQueries' && name !== 'featureUsesUi')
      .map(([, probe]) => probe.path);
    expect(named.filter((path) => !expected.includes(path))).toEqual([]);
  });
});
