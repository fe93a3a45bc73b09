import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'apps/*/src/**/*.test.ts',
      'apps/*/bench/**/*.test.ts',
      'scripts/*.test.ts',
      'packages/*/src/**/*.test.ts',
      'apps/judge/exploits/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
