import { defineConfig } from 'vitest/config';

/** The bench's own helpers: `npx vitest run -c apps/api/bench/exam/vitest.config.ts` (the root config runs src only). */
export default defineConfig({
  test: { include: ['apps/api/bench/exam/**/*.test.ts'], root: '.' },
});
