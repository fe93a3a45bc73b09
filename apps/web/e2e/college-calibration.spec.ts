import type { CalibrationSummary } from '@placement/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, staffApi, test, unique } from './support/college';
import { CALIBRATION_TOPICS } from './support/fixture-specs';
import { freshCollegeStudent, useToken } from './support/portal';

/** The newest calibration once it has finished (the fit runs in the background: a second or two). */
async function finishedCalibration(request: APIRequestContext): Promise<CalibrationSummary> {
  let newest: CalibrationSummary | undefined;
  await expect
    .poll(
      async () => {
        ({
          calibrations: [newest],
        } = await staffApi<{ calibrations: CalibrationSummary[] }>(
          request,
          'get',
          '/api/college/calibrations',
        ));
        return newest?.status;
      },
      { timeout: 20_000 },
    )
    .toBe('done');
  return newest!;
}

async function answer(page: Page, count: number, right: boolean) {
  // a calibrated test counts its questions without a total and names no level
  await expect(page.getByText(`Question ${count}`, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Question \d+ of \d+$/)).toHaveCount(0);
  await expect(page.getByText(/^Level \d$/)).toHaveCount(0);
  // every key of the seeded questions is the first option
  await page
    .getByRole('radio')
    .nth(right ? 0 : 1)
    .check();
  await page.getByRole('button', { name: 'Next' }).click();
}

/**
 * #35: a bank with a year of answers (seed-fixtures.ts) and a finished calibration. The college reads the items'
 * parameters and recalibrates, builds a calibrated adaptive test in the wizard; a student takes it in the browser,
 * reloading midway; the college reads θ, its standard error and the scaled score in the results.
 */
test('a calibrated adaptive test from the calibration screen through the wizard and a sitting to its results', async ({
  college: page,
  request,
  browser,
}) => {
  test.setTimeout(60_000);
  await staffApi(request, 'post', '/api/college/calibrations', { pilotThreshold: 100 });
  const first = await finishedCalibration(request);

  await page.goto('/college/question-bank/calibration');
  const versions = page.getByRole('table', { name: 'Calibration versions' });
  await expect(versions.getByRole('row', { name: new RegExp(`^${first.version} Rasch Done`) })).toBeVisible();
  const items = page.getByRole('table', { name: `Item parameters of version ${first.version}` });
  const arithmetic = items.getByRole('row', { name: new RegExp(CALIBRATION_TOPICS[0]) });
  const withStatus = (status: string) =>
    arithmetic.filter({ has: page.getByRole('cell', { name: status, exact: true }) });
  await expect(withStatus('Calibrated')).toHaveCount(8);
  await expect(
    withStatus('Calibrated').first().getByRole('cell', { name: '120', exact: true }),
  ).toBeVisible();
  // the question few answered stays a pilot question
  await expect(withStatus('Pilot')).toHaveCount(1);
  await expect(withStatus('Pilot').getByRole('cell', { name: '20', exact: true })).toBeVisible();

  await page.getByLabel('Model').selectOption('2pl');
  await page.getByLabel('Answers before a question is calibrated').fill('100');
  await page.getByRole('button', { name: 'Run calibration' }).click();
  await expect(page.getByText('The calibration runs in the background.')).toBeVisible();
  await expect(versions.getByRole('row', { name: new RegExp(`^${first.version + 1} 2PL Done`) })).toBeVisible(
    {
      timeout: 20_000,
    },
  );

  // the wizard: the calibrated flow's rules with their defaults, a refusal in words, then a short test
  const name = unique('E2E Calibrated');
  await page.goto('/college/assessments/new');
  await page.getByLabel('Assessment name').fill(name);
  const yesterday = new Date(Date.now() - 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 16);
  await page.getByLabel('Start (IST)').fill(yesterday);
  await page.getByLabel(/^Adaptive/).check();
  await page.getByLabel(/^Calibrated/).check();
  await expect(page.getByLabel('Target standard error')).toHaveValue('0.3');
  await expect(page.getByLabel('Pilot questions (%)')).toHaveValue('0');
  const most = page.getByLabel('Most questions asked');
  await expect(most).toHaveValue('40');
  await most.fill('3');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Most questions must be at least 5, the fewest a calibrated test asks.' }),
  ).toBeVisible();
  await most.fill('6');
  await page.getByRole('button', { name: 'Next' }).click();
  for (const heading of CALIBRATION_TOPICS) {
    await page.getByLabel('Topic to add').selectOption({ label: `${heading} (Multiple Choice Questions)` });
    await page.getByRole('button', { name: 'Add topic' }).click();
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Calibrated adaptive', { exact: true })).toBeVisible();
  await expect(page.getByText(/Stops at a standard error of 0\.3 or after 6 questions/)).toBeVisible();
  await page.getByRole('button', { name: 'Create assessment' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const id = /\/college\/assessments\/([^/]+)$/.exec(page.url())?.[1] ?? '';
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Assessment published.')).toBeVisible();
  const student = await freshCollegeStudent(request, 'Kiran');
  await staffApi(request, 'post', `/api/college/assessments/${id}/invite`, { studentIds: [student.id] });

  const context = await browser.newContext();
  const sitting = await context.newPage();
  await useToken(sitting, student.token);
  await sitting.goto(`/test/start/instruction/${id}?isAdaptive=true`);
  await expect(sitting.getByText(/the test ends once your score is measured precisely enough/)).toBeVisible();
  await sitting.getByRole('button', { name: 'Start Test' }).click();
  await sitting.getByRole('button', { name: 'Enter Fullscreen' }).click();
  await answer(sitting, 1, true);
  await answer(sitting, 2, true);
  await answer(sitting, 3, false);
  await expect(sitting.getByText('Question 4', { exact: true })).toBeVisible();
  sitting.once('dialog', (dialog) => void dialog.accept());
  await sitting.reload();
  await expect(sitting.getByText('Question 4', { exact: true })).toBeVisible();
  const fullscreen = sitting.getByRole('button', { name: 'Enter Fullscreen' });
  if (await fullscreen.isVisible()) await fullscreen.click();
  await answer(sitting, 4, true);
  await answer(sitting, 5, false);
  await answer(sitting, 6, true);
  // the sixth was the most: the test ends itself
  await expect(sitting).toHaveURL(new RegExp(`/test/start/end/${id}`));
  await context.close();

  await page.goto(`/college/assessments/${id}/results`);
  await expect(page.getByRole('columnheader', { name: 'Ability score (θ ± SE)' })).toBeVisible();
  const row = page.getByTestId('result-row');
  await expect(row).toContainText(student.email);
  await expect(row).toContainText(/\d+\.\d \(θ -?\d\.\d\d ± \d\.\d\d\)/);
  await expect(row).toContainText('4 / 6');
});
