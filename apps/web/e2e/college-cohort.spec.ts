import { readFileSync } from 'node:fs';
import { COHORT_MESSAGES } from '@placement/contract';
import { expect, expectNoSeriousAxe, test } from './support/staff';
import { fixtureId } from './support/tests';

/**
 * #33 cohort view, on the two-test drive seed-fixtures.ts writes (apps/api/src/test/cohort-drive.ts): overall
 * Asha 85.84, Chitra and Dev 70 (equal second), Esha 66.67, Bala 62.5; Farid's and Esha's aptitude round wait
 * for an essay's marks. Asha, Dev and Esha applied to the demo company's job; only the aptitude round's results
 * are released.
 */

test('the college ranks a drive, filters it by a skill cut-off and compares two candidates', async ({
  college: page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/college/results');
  await page.getByRole('link', { name: 'Cohort across tests' }).click();
  await expect(page.getByRole('heading', { name: 'Cohort', level: 1 })).toBeVisible();
  await expect(page.getByText('No tests chosen')).toBeVisible();
  await page.getByLabel('Find an assessment').fill('E2E Cohort');
  await page.getByLabel('E2E Cohort Aptitude Round').check();
  await page.getByLabel('E2E Cohort Coding Round').check();
  await expect(page.getByText('2 of at most 10 chosen.')).toBeVisible();

  const ranked = page.getByRole('region', { name: 'Candidates by rank' });
  const rows = ranked.getByRole('row');
  await expect(rows).toHaveCount(6);
  const expected = [
    ['1', 'Asha Rao', '85.84%'],
    ['2', 'Chitra Nair', '70%'],
    ['2', 'Dev Shah', '70%'],
    ['4', 'Esha Das', '66.67%'],
    ['5', 'Bala Iyer', '62.5%'],
  ];
  for (const [i, [rank, name, overall]] of expected.entries()) {
    const cells = rows.nth(i + 1).getByRole('cell');
    await expect(cells.nth(1)).toHaveText(rank!);
    await expect(rows.nth(i + 1).getByRole('rowheader')).toContainText(name!);
    await expect(cells.nth(2)).toHaveText(overall!);
  }
  await expect(rows.nth(2)).toContainText('Not taken');
  await expect(rows.nth(4)).toContainText('Awaiting marks');
  await expect(page.getByText("2 attempts still wait for an essay's marks")).toBeVisible();
  await expectNoSeriousAxe(page);

  // Chitra never took the coding round: a coding cut-off leaves her out
  await page.getByLabel('Minimum Coding (%)').fill('75');
  await expect(page.getByText('Showing 2 of 5 candidates.')).toBeVisible();
  await expect(ranked.getByRole('rowheader')).toHaveText([/Asha Rao/, /Dev Shah/]);
  await page.getByLabel('Sort by').selectOption('Coding');
  await expect(ranked.getByRole('rowheader')).toHaveText([/Asha Rao/, /Dev Shah/]);

  await page.getByLabel('Compare Dev Shah').check();
  await page.getByLabel('Compare Asha Rao').check();
  const side = page.getByRole('region', { name: 'Candidates side by side' });
  await expect(side.getByRole('columnheader')).toHaveText(['Measure', 'Dev Shah', 'Asha Rao']);
  await expect(side.getByRole('row', { name: /^Coding/ })).toHaveText(/Coding\s*80%\s*90%/);
  await expect(side.getByRole('row', { name: /^Aptitude/ })).toHaveText(/Aptitude\s*60%\s*85%/);
  await expect(side.getByRole('row', { name: /^E2E Cohort Coding Round/ }).first()).toContainText('70%');
  await expect(side.getByRole('row', { name: /^Total time/ })).toHaveText(
    /Total time\s*75 min 0 s\s*55 min 0 s/,
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export comparison CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^drive-comparison-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8').split('\r\n');
  expect(csv[0]).toBe('Measure,Dev Shah,Asha Rao');
  expect(csv).toContain('Skill: Coding (%),80,90');
  await expectNoSeriousAxe(page);

  // on a phone the tables scroll in their own regions, never the page
  await page.setViewportSize({ width: 390, height: 800 });
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await expectNoSeriousAxe(page);
});

test('an address naming tests that are not the college’s says so in words and starts afresh', async ({
  college: page,
}) => {
  // one id mangled (as a link cut short or pasted badly), one that names nothing
  await page.goto('/college/results/cohort?assessments=no%20such!&assessments=nosuchtest');
  const problem = page.getByRole('alert').filter({ hasText: COHORT_MESSAGES.unknownTest });
  await expect(problem).toBeVisible();
  await expect(page.getByText(/must match|querystring/)).toHaveCount(0);
  await problem.getByRole('button', { name: 'Choose the tests again' }).click();
  await expect(page.getByText('No tests chosen')).toBeVisible();
  await expect(page).toHaveURL(/\/college\/results\/cohort$/);
});

test('a company sees only its applicants, ranked over their released results', async ({ company }) => {
  await company.goto(`/company/jobs/${fixtureId('cohortJob')}`);
  await company.getByRole('link', { name: 'Rank by skill' }).click();
  await expect(
    company.getByRole('heading', { name: /^Applicants by skill: E2E Cohort Graduate Engineer/ }),
  ).toBeVisible();
  const ranked = company.getByRole('region', { name: 'Applicants by rank' });
  await expect(ranked.getByRole('rowheader')).toHaveText([/Asha Rao/, /Dev Shah/]);
  await expect(ranked).not.toContainText('Chitra Nair');
  // the coding round's results are not released: no coding skill, no coding test
  await expect(ranked.getByRole('columnheader')).toHaveText([
    'Compare',
    'Rank',
    'Applicant',
    'Overall',
    'Tests taken',
    'Aptitude',
    'Verbal',
    'E2E Cohort Aptitude Round (Demo College)',
    'Time taken',
  ]);
  await expect(company.getByText('1 applicant of 3 has no released result yet.')).toBeVisible();
  await ranked.getByRole('link', { name: 'Profile of Dev Shah' }).click();
  await expect(company).toHaveURL(/\/company\/applications\//);
  await expect(company.getByText('Dev Shah').first()).toBeVisible();

  // a job id mangled in the address: the words of the catalogue, not the schema's
  await company.goto('/company/jobs/no%20such!/cohort');
  await expect(company.getByRole('alert').filter({ hasText: COHORT_MESSAGES.unknownJob })).toBeVisible();
  await expect(company.getByText(/must match|params\.id/)).toHaveCount(0);
});
