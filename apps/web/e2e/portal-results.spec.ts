import type { AttemptResult } from '@placement/contract';
import {
  collegeAuth,
  expect,
  expectNoSeriousAxe,
  freshCollegeStudent,
  test,
  useToken,
} from './support/portal';

const ADAPTIVE = 'Aptitude and Reasoning (adaptive)';

test('results show a finished attempt with score, percentage and the per-topic breakdown', async ({
  page,
  request,
}) => {
  // A student of our own, invited to the demo adaptive test, answers one question and submits (via the API).
  const student = await freshCollegeStudent(request, 'Results');
  const staff = await collegeAuth(request);
  const list = await request.get('/api/college/assessments', { headers: { 'auth-token': staff } });
  const assessments = ((await list.json()) as { assessments: { _id: string; name: string }[] }).assessments;
  const assessment = assessments.find((a) => a.name === ADAPTIVE);
  if (!assessment) throw new Error(`no ${ADAPTIVE}`);
  const invite = await request.post(`/api/college/assessments/${assessment._id}/invite`, {
    headers: { 'auth-token': staff },
    data: { studentIds: [student.id] },
  });
  expect(invite.ok(), await invite.text()).toBe(true);
  const auth = { 'auth-token': student.token };
  const start = await request.post(`/api/student/test/start/${assessment._id}?adaptive=true`, {
    headers: auth,
    data: {},
  });
  expect(start.ok(), await start.text()).toBe(true);
  const first = ((await start.json()) as { firstQuestion: { question: { _id: string } } }).firstQuestion;
  const answer = await request.post(`/api/student/test/response/${assessment._id}`, {
    headers: auth,
    data: { response: 1, questionId: first.question._id, timeTaken: 5 },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const end = await request.post(`/api/student/test/end/${assessment._id}?adaptive=true`, {
    headers: auth,
    data: { timeTaken: 20, endType: 'manual' },
  });
  expect(end.ok(), await end.text()).toBe(true);
  const results = await request.get('/api/studentDummy/test/result', { headers: auth });
  const [result] = ((await results.json()) as { studentResponse: AttemptResult[] }).studentResponse;
  if (!result) throw new Error('no result');

  await useToken(page, student.token);
  await page.goto('/student/results');
  await expect(page.getByRole('heading', { name: 'Results', level: 1 })).toBeVisible();
  const card = page.getByRole('list', { name: 'Attempts' }).getByRole('listitem').first();
  await expect(card.getByRole('heading', { name: ADAPTIVE })).toBeVisible();
  if (result.resultVisible) {
    await expect(card).toContainText(`${result.score}/${result.maxScore}`);
    await expect(card).toContainText(`${Math.round((result.percentage ?? 0) * 10) / 10}%`);
  } else {
    await expect(card).toContainText('Hidden');
  }
  await expect(card).toContainText(
    result.status === 'awaiting_grading'
      ? 'Pending manual grading'
      : result.resultVisible
        ? 'Graded'
        : 'Result not yet published',
  );
  await expectNoSeriousAxe(page);

  await card.getByRole('link', { name: /View details/ }).click();
  await expect(page).toHaveURL(/\/student\/results\/overview\?id=/);
  await expect(page.getByRole('heading', { name: ADAPTIVE, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Questions' })).toBeVisible();
  if (result.perTopic.length > 0) {
    const table = page.getByRole('table');
    for (const topic of result.perTopic) {
      await expect(table.getByRole('rowheader', { name: topic.topic })).toBeVisible();
    }
  }
  await expectNoSeriousAxe(page);
});
