import { defineConfig } from 'vitest/config';

// Vitest's default is one worker fewer than the cores: one on our 2-core machines. The API and package suites
// mostly wait on a database or a child process, so they run two files at a time; the judge's own suites measure
// time limits and run after them, alone. The parallel files share their worker's modules (isolate: false):
// each builds its own platform (database, app, mail server) and touches no module state, and importing the
// API once per worker instead of once per file takes the unit pass from 210 s to 135 s.
const sandboxTimed = [
  'apps/judge/src/**/*.test.ts',
  'apps/judge/exploits/**/*.test.ts',
  'apps/api/src/durability.test.ts',
  'apps/api/src/postgres-restart.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'parallel',
          isolate: false,
          include: [
            'apps/*/src/**/*.test.ts',
            'apps/*/bench/**/*.test.ts',
            'scripts/*.test.ts',
            'packages/*/src/**/*.test.ts',
          ],
          exclude: sandboxTimed,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'sandbox-timed',
          include: sandboxTimed,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
