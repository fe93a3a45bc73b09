import type { Page } from '@playwright/test';
import { addMcq, createTopic, expect, ok, staffApi, takeLinear, test, unique } from './support/college';

async function fillDetails(page: Page, name: string, adaptive: boolean) {
  await page.goto('/college/assessments/new');
  await page.getByLabel('Assessment name').fill(name);
  await page.getByLabel('Description').fill('Built by an e2e test');
  // entered in IST: yesterday, so the test is open now
  const yesterday = new Date(Date.now() - 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 16);
  await page.getByLabel('Start (IST)').fill(yesterday);
  await page.getByLabel('Total time (minutes)').fill('20');
  await page.getByLabel('Attempts allowed').fill('2');
  if (adaptive) await page.getByLabel(/^Adaptive/).check();
  await page.getByRole('button', { name: 'Next' }).click();
  return yesterday;
}

async function addTopic(page: Page, heading: string) {
  await page.getByLabel('Topic to add').selectOption({ label: `${heading} (Multiple Choice Questions)` });
  await page.getByRole('button', { name: 'Add topic' }).click();
}

test('builds, publishes and invites a linear assessment; the student’s attempt shows in the results', async ({
  college: page,
  request,
}) => {
  test.setTimeout(90_000);
  const topic = await createTopic(request, unique('E2E Linear topic'), 'mcq');
  await addMcq(request, topic._id, 'Linear question one', 'L1', 1);
  const name = unique('E2E Linear assessment');

  const yesterday = await fillDetails(page, name, false);
  // leaving the topics step empty is refused
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Add at least one topic.' })).toBeVisible();
  await addTopic(page, topic.Heading);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'pick at least one question' })).toBeVisible();
  await page.getByLabel(/Linear question one/).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('button', { name: 'Add instruction' }).click();
  await page.getByLabel('Instruction 1 title').fill('Calculators');
  await page.getByLabel('Instruction 1 description').fill('No calculators allowed.');
  await page.getByLabel('Tab switches allowed').fill('4');
  await page.getByLabel('Result policy').selectOption('manual');
  await page.getByLabel('Lost connection').selectOption('pause');
  await page.getByLabel('Most time paused, over the whole test (minutes)').fill('20');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Linear', { exact: true })).toBeVisible();
  await expect(page.getByText('Manual', { exact: true })).toBeVisible();
  await expect(
    page.getByText("Pauses the student's time (at most 20 minutes in all)", { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Create assessment' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const id = /\/college\/assessments\/([^/]+)$/.exec(page.url())?.[1] ?? '';
  const { assessment } = await staffApi<{
    assessment: {
      startDate: string;
      totalAttempts: number;
      config: { connectionLossPolicy: string; connectionPauseCapMinutes: number };
    };
  }>(request, 'get', `/api/college/assessments/${id}`);
  // the IST wall time became the right instant
  expect(assessment.startDate).toBe(new Date(`${yesterday}:00+05:30`).toISOString());
  expect(assessment.totalAttempts).toBe(2);
  expect(assessment.config).toMatchObject({ connectionLossPolicy: 'pause', connectionPauseCapMinutes: 20 });

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Assessment published.')).toBeVisible();
  await page.getByLabel('Chosen students').check();
  await page.getByLabel('Find students').fill('student@demo');
  await page.getByLabel(/\(student@demo\.test\)/).check();
  await page.getByRole('button', { name: 'Send invites' }).click();
  await expect(page.getByText('Invited 1 student.')).toBeVisible();

  await takeLinear(request, id, () => 1);

  await page.getByRole('main').getByRole('link', { name: 'Results', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/college/assessments/${id}/results$`));
  await expect(page.getByTestId('appeared')).toHaveText('1');
  const row = page.getByTestId('result-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('student@demo.test');
  await expect(row).toContainText('100%');
  await expect(row).toContainText('Submitted by the student');
  await expect(page.getByRole('img', { name: /Score distribution: .*90–100%: 1/ })).toBeVisible();

  await page.getByRole('button', { name: /^Select Asha/ }).click();
  await expect(row).toContainText('Selected');
  await page.getByRole('button', { name: /^Reject Asha/ }).click();
  await expect(row).toContainText('Rejected');
  await page.getByLabel('Select at or above (%)').fill('50');
  await page.getByRole('button', { name: 'Select by score' }).click();
  await expect(page.getByText('1 student at or above 50% selected.')).toBeVisible();
  await expect(row).toContainText('Selected');

  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await csv;
  // named after the assessment and the day (college-results-polish.spec.ts has more)
  const stem = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-results-\\d{4}-\\d{2}-\\d{2}`;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${stem}\\.csv$`));
  const xlsx = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export XLSX' }).click();
  expect((await xlsx).suggestedFilename()).toMatch(new RegExp(`^${stem}\\.xlsx$`));

  await page.getByRole('button', { name: 'Publish results' }).click();
  await expect(page.getByText(/Results published/)).toBeVisible();
});

test('builds an adaptive assessment with per-level counts, publishes it and invites all students', async ({
  college: page,
  request,
}) => {
  const topic = await createTopic(request, unique('E2E Adaptive topic'), 'mcq');
  for (const level of ['L1', 'L1', 'L2', 'L2', 'L3'] as const) {
    await addMcq(request, topic._id, `Adaptive ${level} ${Math.random().toString(36).slice(2, 6)}`, level);
  }
  const name = unique('E2E Adaptive assessment');
  await fillDetails(page, name, true);
  await addTopic(page, topic.Heading);
  await page.getByLabel(`L1 questions for ${topic.Heading}`).fill('2');
  await page.getByLabel(`L2 questions for ${topic.Heading}`).fill('2');
  await page.getByLabel(`L3 questions for ${topic.Heading}`).fill('1');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Camera required').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Adaptive', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Create assessment' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Assessment published.')).toBeVisible();
  await page.getByRole('button', { name: 'Send invites' }).click();
  await expect(page.getByText(/Invited \d+ students?/)).toBeVisible();

  const headers = { 'auth-token': process.env.E2E_STUDENT_TOKEN ?? '' };
  const list = await ok<{ assessments: { _id: string; name: string }[] }>(
    await request.get('/api/student/test?status=active', { headers }),
  );
  expect(list.assessments.some((a) => a.name === name)).toBe(true);
});

test('publishing shows the server’s refusal while a coding question is not verified', async ({
  college: page,
  request,
}) => {
  const topic = await createTopic(request, unique('E2E Gate'), 'compiler');
  const { question } = await staffApi<{ question: { _id: string } }>(
    request,
    'post',
    `/api/college/qb/topics/${topic._id}/questions`,
    {
      level: 'L1',
      Duration: 5,
      codeQuestion: '<p>Echo the input.</p>',
      code: { Python: { defaultCode: '' } },
      testcases: [{ input: 'x\n', expectedOutput: 'x\n', isHidden: false }],
      timeLimitMs: 1000,
      memoryLimitMb: 128,
      referenceSolution: { language: 'Python', code: 'print(input())\n' },
    },
  );
  const { assessment } = await staffApi<{ assessment: { _id: string } }>(
    request,
    'post',
    '/api/college/assessments',
    {
      name: unique('E2E Gate assessment'),
      description: '',
      isAdaptive: false,
      totalTime: 10,
      totalAttempts: 1,
      startDate: new Date().toISOString(),
      topics: [{ topicId: topic._id, questionIds: [question._id] }],
    },
  );
  await page.goto(`/college/assessments/${assessment._id}`);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: `Coding question ${question._id} cannot be published until its reference solution passes every testcase`,
    }),
  ).toBeVisible();
});
