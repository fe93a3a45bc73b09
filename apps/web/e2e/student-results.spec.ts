import type { AttemptResult } from '@placement/contract';
import {
  expect,
  expectNoSeriousAxe,
  freshCollegeStudent,
  inviteToAssessment,
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
  const id = await inviteToAssessment(request, ADAPTIVE, student.id);
  const auth = { 'auth-token': student.token };
  const start = await request.post(`/api/student/test/start/${id}?adaptive=true`, {
    headers: auth,
    data: {},
  });
  expect(start.ok(), await start.text()).toBe(true);
  const first = ((await start.json()) as { firstQuestion: { question: { _id: string } } }).firstQuestion;
  const answer = await request.post(`/api/student/test/response/${id}`, {
    headers: auth,
    data: { response: 1, questionId: first.question._id, timeTaken: 5 },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const end = await request.post(`/api/student/test/end/${id}?adaptive=true`, {
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

test('results name question types in words, know an attempt by one labelled time, and skips are not answers', async ({
  page,
  request,
}) => {
  const LINEAR = 'Software Engineer Screening';
  const student = await freshCollegeStudent(request, 'Skipper');
  const id = await inviteToAssessment(request, LINEAR, student.id);
  // the first question (an mcq) is answered, every other one skipped
  const auth = { 'auth-token': student.token };
  const start = await request.post(`/api/student/test/start/${id}`, { headers: auth, data: {} });
  expect(start.ok(), await start.text()).toBe(true);
  type State = { question: { _id: string; type: string } | null };
  let state = ((await start.json()) as { firstQuestion: State }).firstQuestion;
  for (let index = 0; state.question && index < 20; index++) {
    const reply = await request.post(`/api/student/test/response/non-adaptive/${id}`, {
      headers: auth,
      data: { questionId: state.question._id, response: index === 0 ? 1 : null },
    });
    expect(reply.ok(), await reply.text()).toBe(true);
    state = (await reply.json()) as State;
  }
  const end = await request.post(`/api/student/test/end/${id}`, {
    headers: auth,
    data: { timeTaken: 20, endType: 'manual' },
  });
  expect(end.ok(), await end.text()).toBe(true);

  await useToken(page, student.token);
  await page.goto('/student/results');
  const card = page.getByRole('list', { name: 'Attempts' }).getByRole('listitem').first();
  await expect(card.getByRole('heading', { name: LINEAR })).toBeVisible();
  const answered = card
    .locator('div')
    .filter({ has: page.getByText('Questions answered') })
    .last();
  await expect(answered.locator('dd')).toHaveText('1');
  const listed = /Attempt 1 · (Submitted .+)$/.exec(
    (await card.getByText(/^Attempt 1 · /).innerText()).trim(),
  )?.[1];
  expect(listed).toMatch(/^Submitted \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m$/);

  await card.getByRole('link', { name: /View details/ }).click();
  await expect(page.getByRole('heading', { name: LINEAR, level: 1 })).toBeVisible();
  // the same attempt, the same time, said the same way
  await expect(page.getByText(`Attempt 1 · ${listed}`)).toBeVisible();
  const fact = (name: string) => page.locator('dl > div').filter({ hasText: name }).locator('dd');
  await expect(fact('Time taken')).toHaveText(/^\d+ s$/);
  await expect(fact('Questions answered')).toHaveText('1');
  const questions = page
    .getByRole('heading', { name: 'Questions' })
    .locator('xpath=..')
    .getByRole('listitem');
  await expect(questions).toHaveCount(6);
  const rows = await questions.allInnerTexts();
  expect(rows.join('\n')).toContain('Multiple Choice Questions');
  expect(rows.join('\n')).toContain('Find the Answer');
  expect(rows.join('\n')).toContain('Coding');
  for (const raw of ['mcq', 'findAnswer', 'compiler', 'skipped', 'timed out']) {
    expect(rows.join('\n')).not.toMatch(new RegExp(`\\b${raw}\\b`));
  }
  expect(rows.filter((row) => row.includes('Skipped'))).toHaveLength(5);
  expect(rows[0]).toContain('Answered');
  await expectNoSeriousAxe(page);
});
