import { riskLabels } from '@placement/contract';
import type { APIRequestContext } from '@playwright/test';
import {
  assessmentNamed,
  expect,
  ok,
  publishLinear,
  studentId,
  takeLinear,
  test,
  unique,
} from './support/college';
import { freshCollegeStudent } from './support/portal';

const DEMO_LINEAR = 'Software Engineer Screening';

const event = async (request: APIRequestContext, assessmentId: string, data: Record<string, unknown>) =>
  ok(
    await request.post(`/api/student/test/${assessmentId}/event`, {
      headers: { 'auth-token': process.env.E2E_STUDENT_TOKEN ?? '' },
      data,
    }),
  );

test("the results list shows each attempt's flags, filters to flagged attempts, and links into the review", async ({
  college: page,
  request,
}) => {
  test.setTimeout(90_000);
  const demo = await assessmentNamed(request, DEMO_LINEAR);
  const clean = await freshCollegeStudent(request, 'Clean');
  const assessmentId = await publishLinear(
    request,
    unique('E2E Risk'),
    [{ topicId: demo.topics[0]?.topicId ?? '', questionIds: demo.topics[0]?.questionIds ?? [] }],
    { studentIds: [await studentId(request), clean.id] },
  );
  // Asha switches tabs twice and pastes into the code editor; the new student does nothing of the kind
  await takeLinear(request, assessmentId, () => 0, {
    afterStart: async () => {
      await event(request, assessmentId, { type: 'tab_switch' });
      await event(request, assessmentId, { type: 'paste', chars: 80, blocked: true, detail: 'code editor' });
      await event(request, assessmentId, { type: 'tab_switch' });
    },
  });
  await takeLinear(request, assessmentId, () => 1, { token: clean.token });

  await page.goto(`/college/assessments/${assessmentId}/results`);
  const rows = page.getByTestId('result-row');
  await expect(rows).toHaveCount(2);
  const asha = rows.filter({ hasText: 'Asha' });
  const flags = asha.getByRole('list', { name: /Flags of Asha/ });
  await expect(flags.getByRole('link')).toHaveText([
    `${riskLabels.tabSwitches}: 2`,
    `${riskLabels.pastes}: 1`,
  ]);
  await expect(rows.filter({ hasText: 'Clean Tester' })).toContainText('None');
  // the highest code similarity is not computed for this assessment: a dash
  await expect(asha.getByRole('cell', { name: '—', exact: true }).first()).toBeVisible();

  const filter = page.getByLabel(/Only attempts with a flag \(1 of 2\)/);
  await filter.check();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Asha');
  await filter.uncheck();
  await expect(rows).toHaveCount(2);

  // a count links to its first step in the attempt's timeline
  await flags.getByRole('link', { name: `${riskLabels.pastes}: 1` }).click();
  await expect(page.getByRole('heading', { name: /Attempt of Asha/ })).toBeVisible();
  await expect(page).toHaveURL(/#step-\d+$/);
  const anchor = new URL(page.url()).hash.slice(1);
  const step = page.locator(`[id="${anchor}"]`);
  await expect(step).toContainText('type: paste, detail: code editor, chars: 80, blocked: true');
  await expect(step).toBeInViewport();

  const summary = page.getByTestId('risk-summary');
  await expect(page.getByRole('heading', { name: 'Risk summary' })).toBeVisible();
  await expect(summary.locator('[data-count="tabSwitches"]')).toHaveText('2');
  const pastes = summary.locator('[data-count="pastes"]');
  await expect(pastes.getByRole('link')).toHaveText('1');
  await expect(pastes).toContainText('80 characters, 1 blocked');
  await expect(summary.locator('[data-count="faceEvents"]')).toHaveText('0');
  await expect(summary.locator('[data-count="highestSimilarity"]')).toHaveText('—');
  // within the review, the tab switch count leads to the first tab switch
  await summary.getByRole('link', { name: /Tab switches: 2/ }).click();
  await expect(page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`)).toContainText('type: tab switch');
});
