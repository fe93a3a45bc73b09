import { ORIGINAL, REFERENCE, RENAMED_COPY, STARTER } from '@placement/similarity/testing';
import type { APIRequestContext } from '@playwright/test';
import {
  createTopic,
  expect,
  expectNoSeriousAxe,
  ok,
  publishLinear,
  staffApi,
  test,
  unique,
} from './support/college';
import { freshCollegeStudent } from './support/portal';

/** A fresh student takes the one-question test through the API, answering with `code`, and ends it. */
async function answerWith(request: APIRequestContext, assessmentId: string, token: string, code: string) {
  const headers = { 'auth-token': token };
  const start = await ok<{ firstQuestion: { question: { _id: string } } }>(
    await request.post(`/api/student/test/start/${assessmentId}`, { headers, data: {} }),
  );
  await ok(
    await request.post(`/api/student/test/response/non-adaptive/${assessmentId}`, {
      headers,
      data: {
        questionId: start.firstQuestion.question._id,
        response: { answerCode: code, codeLanguage: 'Python' },
      },
    }),
  );
  await ok(
    await request.post(`/api/student/test/end/${assessmentId}`, { headers, data: { endType: 'manual' } }),
  );
}

test('the college checks code similarity, sees the copied pair and opens it side by side', async ({
  college: page,
  request,
}) => {
  test.setTimeout(120_000);
  const topic = await createTopic(request, unique('E2E Similarity'), 'compiler');
  const { question } = await staffApi<{ question: { _id: string } }>(
    request,
    'post',
    `/api/college/qb/topics/${topic._id}/questions`,
    {
      level: 'L1',
      Duration: 10,
      codeQuestion: '<p>Print the largest value and how often it occurs.</p>',
      code: { Python: { defaultCode: STARTER } },
      testcases: [{ input: '3\n1 3 3\n', expectedOutput: '3 2\n', isHidden: false }],
      timeLimitMs: 2000,
      memoryLimitMb: 256,
      referenceSolution: { language: 'Python', code: REFERENCE },
    },
  );
  await staffApi(request, 'post', `/api/college/qb/questions/${question._id}/verify`);
  const asha = await freshCollegeStudent(request, 'Asha');
  const bala = await freshCollegeStudent(request, 'Bala');
  const assessmentId = await publishLinear(
    request,
    unique('E2E Similarity test'),
    [{ topicId: topic._id, questionIds: [question._id] }],
    { studentIds: [asha.id, bala.id] },
  );
  await answerWith(request, assessmentId, asha.token, ORIGINAL);
  await answerWith(request, assessmentId, bala.token, RENAMED_COPY);

  await page.goto(`/college/assessments/${assessmentId}/results`);
  const section = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Code similarity', level: 2 }) });
  await expect(section.getByTestId('similarity-status')).toHaveText(/Not checked yet/);
  await expect(section.getByLabel('Show pairs at or above (%)')).toHaveValue('60');
  await section.getByRole('button', { name: 'Check now' }).click();
  await expect(section.getByTestId('similarity-status')).toHaveText(/^Compared 2 answers/, {
    timeout: 30_000,
  });
  const row = section.getByTestId('similarity-pair');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(/Asha Tester and Bala Tester|Bala Tester and Asha Tester/);
  await expect(row).toContainText('100%');
  await expect(row).toContainText('Python');

  await row.getByRole('button', { name: /side by side/ }).click();
  const sideBySide = section.getByRole('region', { name: 'Side by side' });
  await expect(sideBySide.getByRole('heading', { name: /100% similar/ })).toBeVisible();
  const panes = sideBySide.getByRole('figure');
  await expect(panes).toHaveCount(2);
  const marked = async (name: string) =>
    (await panes.filter({ hasText: name }).locator('mark').allInnerTexts()).join('');
  await expect.poll(() => marked('Asha Tester')).toContain('best = value');
  await expect.poll(() => marked('Bala Tester')).toContain('top = item');
  await expect(sideBySide.getByText(/Fragment 1: lines \d+–\d+ ↔ lines \d+–\d+/)).toBeVisible();
  await expectNoSeriousAxe(page);
});
