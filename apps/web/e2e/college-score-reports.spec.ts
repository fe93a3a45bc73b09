import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { unzipSync } from 'fflate';
import { extractText } from 'unpdf';
import { expect, expectNoSeriousAxe, test } from './support/college';
import { REPORTS_CANDIDATE } from './support/fixture-specs';
import { logIn } from './support/fixtures';
import { fixtureId } from './support/tests';

/**
 * #33: after a drive (seed-fixtures.ts, 'E2E Reports Drive', closed with its key out), the placement officer opens a
 * candidate's report, downloads its PDF, shares it with a company by link and revokes it; the candidate reads their
 * own copy; the whole drive's reports come as one zip.
 */

const pdfText = async (download: Download) =>
  (await extractText(new Uint8Array(await readFile(await download.path())), { mergePages: true })).text;

test('a report is read, downloaded as a PDF, shared by link to a fresh browser and revoked', async ({
  college: page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const id = fixtureId('reports');
  await page.goto(`/college/assessments/${id}/results`);
  await page.getByRole('link', { name: "Review Candidate 1 Rao's attempt" }).click();
  await page.getByRole('link', { name: 'Score report' }).click();
  await expect(page.getByRole('heading', { name: 'Score report: E2E Reports Drive' })).toBeVisible();
  await expect(page.getByText('College and recruiter copy')).toBeVisible();
  // 4 of 5 by the stored keys: 80 %, Proficient; six of nine scored less and three the same. Nine candidates are
  // too few for a percentile (it would say 83): the rank stands in for it
  await expect(page.getByText('Proficient')).toBeVisible();
  await expect(page.getByText('1 of 9', { exact: true })).toBeVisible();
  await expect(page.getByText('A percentile is given from 10 candidates')).toBeVisible();
  await expect(page.getByText('Percentile', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Integrity' })).toContainText('Nothing flagged');

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('candidate-1-rao-e2e-reports-drive-report.pdf');
  const text = await pdfText(pdf);
  expect(text).toContain('Candidate 1 Rao');
  expect(text).toContain('Proficient');
  expect(text).toContain('Rank: 1 of 9');
  expect(text).toContain('Integrity');
  await expectNoSeriousAxe(page);

  // a link for a company, opened where nobody is signed in
  const share = page.getByRole('region', { name: 'Share with a company' });
  await share.getByLabel('Link works for').selectOption('14');
  await share.getByRole('button', { name: 'Create share link' }).click();
  const url = await share.getByRole('textbox', { name: 'Share link' }).first().inputValue();
  expect(url).toMatch(/\/shared\/reports\/[a-f0-9]{24}\.[\w-]+$/);
  const stranger = await browser.newContext({ baseURL });
  const recruiter = await stranger.newPage();
  await recruiter.goto(new URL(url).pathname);
  await expect(recruiter.getByRole('heading', { name: 'Score report: E2E Reports Drive' })).toBeVisible();
  await expect(recruiter.getByRole('region', { name: 'Integrity' })).toBeVisible();
  await page.reload();
  await expect(share.getByRole('row').nth(1)).toContainText('1 time');

  // revoked: the same link now says so and shows nothing of the candidate
  await share.getByRole('button', { name: 'Revoke' }).click();
  await expect(share.getByRole('row').nth(1)).toContainText('Revoked');
  await recruiter.reload();
  await expect(recruiter.getByText('This report link was withdrawn by the college.')).toBeVisible();
  await expect(recruiter.getByText('Candidate 1 Rao')).toHaveCount(0);
  await stranger.close();
});

test('the candidate reads their own copy, without integrity detail, and its PDF says the same', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await logIn(page, REPORTS_CANDIDATE.email, REPORTS_CANDIDATE.password);
  await page.waitForURL(/\/student\//);
  await page.goto('/student/results');
  await page.getByRole('link', { name: /View details of E2E Reports Drive/ }).click();
  await page.getByRole('link', { name: 'Score report' }).click();
  await expect(page.getByText("Candidate's copy")).toBeVisible();
  await expect(page.getByRole('region', { name: 'Skills' })).toContainText('Aptitude');
  await expect(page.getByRole('region', { name: 'Questions' })).toContainText('wrong');
  await expect(page.getByRole('region', { name: 'Integrity' })).toHaveCount(0);
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const text = await pdfText(pdf);
  expect(text).toContain("Candidate's copy");
  expect(text).toMatch(/Rank: \d of 9/);
  expect(text).not.toContain('Integrity');
  await expectNoSeriousAxe(page);
  await context.close();
});

test('every report of the drive downloads as one zip, counted as it arrives', async ({ college: page }) => {
  await page.goto(`/college/assessments/${fixtureId('reports')}/results`);
  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download all reports' }).click(),
  ]);
  expect(zip.suggestedFilename()).toBe('e2e-reports-drive-reports.zip');
  const files = Object.keys(unzipSync(new Uint8Array(await readFile(await zip.path()))));
  expect(files).toHaveLength(9);
  expect(files).toContain('candidate-1-rao-attempt-1.pdf');
});
