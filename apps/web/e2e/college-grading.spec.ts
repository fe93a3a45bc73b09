import {
  assessmentNamed,
  expect,
  publishLinear,
  studentId,
  takeLinear,
  test,
  unique,
} from './support/college';

const DEMO_LINEAR = 'Software Engineer Screening';

test('grading an essay of a demo-linear attempt changes the score', async ({ college: page, request }) => {
  test.setTimeout(90_000);
  // A copy of the demo linear assessment (its first topic and its essay), so no other test shares the attempt.
  const demo = await assessmentNamed(request, DEMO_LINEAR);
  const assessmentId = await publishLinear(
    request,
    unique('E2E Grading'),
    [demo.topics[0], demo.topics[2]].map((t) => ({
      topicId: t?.topicId ?? '',
      questionIds: t?.questionIds ?? [],
    })),
    { studentIds: [await studentId(request)] },
  );
  await takeLinear(request, assessmentId, (q) =>
    q.type === 'essay'
      ? 'I built a placement portal with a team of four and learnt to test it end to end.'
      : 0,
  );

  await page.goto(`/college/assessments/${assessmentId}/results`);
  const row = page.getByTestId('result-row');
  await expect(row).toContainText('Awaiting grading');
  await row.getByRole('link', { name: /Review/ }).click();
  await expect(page.getByRole('heading', { name: /Attempt of Asha/ })).toBeVisible();
  const score = page.getByTestId('attempt-score');
  const before = Number(((await score.textContent()) ?? '').split(' / ')[0]);
  await expect(page.getByTestId('essay-response')).toContainText('I built a placement portal');
  // the mcq answers show their key
  await expect(page.getByText('(key)').first()).toBeVisible();

  const form = page.getByRole('form', { name: /Grade answer/ });
  await form.getByLabel(/Marks for answer/).fill('1.5');
  await form.getByLabel(/Comment on answer/).fill('Clear and specific.');
  await form.getByRole('button', { name: 'Save marks' }).click();
  await expect(form.getByText('Marks saved.')).toBeVisible();
  await expect(score).toHaveText(new RegExp(`^${before + 1.5} / `));
  await expect(page.getByText('manual grade (marks: 1.5)')).toBeVisible();

  await page.goto(`/college/assessments/${assessmentId}/results`);
  await expect(row).toContainText('Graded');
  await expect(row).toContainText(`${before + 1.5} /`);
});
