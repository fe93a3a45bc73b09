import { assessments } from '@placement/db';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LINEAR } from '../../demo/assessments';
import { assessmentNamed, cloneAssessment } from '../../test/assessments';
import { startTestPlatform, type TestPlatform } from '../../test/harness';
import { resultsReleased, resultsReleasedSql } from './release-policy';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('the result-release rule', () => {
  it('reads the same in the server and in SQL (the LTI grade passback) for every policy', async () => {
    const { config } = await assessmentNamed(platform.app, DEMO_LINEAR);
    const { resultPolicy: _policy, ...noPolicy } = config;
    const cases = [
      { config: { ...config, resultPolicy: 'auto' as const }, resultsPublishedAt: null, released: true },
      { config: { ...config, resultPolicy: 'manual' as const }, resultsPublishedAt: null, released: false },
      {
        config: { ...config, resultPolicy: 'manual' as const },
        resultsPublishedAt: new Date(),
        released: true,
      },
      // a config stored before the policy existed is automatic
      { config: noPolicy as typeof config, resultsPublishedAt: null, released: true },
    ];
    const rows = [];
    for (const { config: c, resultsPublishedAt } of cases) {
      rows.push(await cloneAssessment(platform.app, DEMO_LINEAR, { config: c, resultsPublishedAt }, []));
    }
    const ids = rows.map((r) => r.id);
    const inSql = await platform.app.deps.db
      .select({ id: assessments.id })
      .from(assessments)
      .where(and(inArray(assessments.id, ids), resultsReleasedSql()));
    const releasedInSql = new Set(inSql.map((r) => r.id));
    for (const [i, row] of rows.entries()) {
      const [stored] = await platform.app.deps.db
        .select()
        .from(assessments)
        .where(eq(assessments.id, row.id));
      expect(resultsReleased(stored!), `case ${i}`).toBe(cases[i]!.released);
      expect(releasedInSql.has(row.id), `case ${i} in SQL`).toBe(cases[i]!.released);
    }
  });
});
