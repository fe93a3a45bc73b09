import {
  addMcq,
  createTopic,
  expect,
  expectNoSeriousAxe,
  ok,
  publishLinear,
  staffApi,
  studentId,
  test,
  unique,
} from './support/college';

type Board = { rows: { studentId: string; attemptId: string | null; version: number }[] };

/**
 * #29 item 2: acting from the live board. A student is on the test (driven through the API, their page's probe
 * kept up as the test page does); the placement officer selects them and adds 10 minutes, pauses, resumes, ends
 * with a reason (after losing a race to a colleague, whose change shows as the refusal), reopens and announces,
 * each after a confirmation, the board following at once.
 */
test('staff add time, pause, resume, end, reopen and announce from the board; a stale action is refused', async ({
  college: board,
  request,
}) => {
  test.setTimeout(120_000);
  const topic = await createTopic(request, unique('E2E Live actions'), 'mcq');
  const first = await addMcq(request, topic._id, 'First live question');
  const second = await addMcq(request, topic._id, 'Second live question');
  const student = await studentId(request);
  const id = await publishLinear(
    request,
    unique('E2E Live actions'),
    [{ topicId: topic._id, questionIds: [first, second] }],
    { studentIds: [student] },
  );
  const headers = { 'auth-token': process.env.E2E_STUDENT_TOKEN ?? '' };
  await ok(await request.post(`/api/student/test/start/${id}`, { headers, data: {} }));
  const live = () => staffApi<Board>(request, 'get', `/api/college/assessments/${id}/live`);
  const attemptId = (await live()).rows[0]?.attemptId;
  const probe = setInterval(() => {
    request.get(`/api/ping?attempt=${attemptId}&test=${id}`, { headers }).catch(() => undefined);
  }, 3_000);

  try {
    // the board is reached from the assessment's page
    await board.goto(`/college/assessments/${id}`);
    await board.getByRole('link', { name: 'Live board' }).click();
    await expect(board.getByRole('heading', { name: 'Live board' })).toBeVisible();
    const asha = board
      .getByRole('region', { name: 'Students of the test' })
      .getByRole('row', { name: /Asha/ });
    const act = board.getByRole('region', { name: 'Act on the selected' });
    const dialog = board.getByRole('dialog');
    const outcome = board.getByRole('alert').or(board.getByRole('status')).filter({ hasText: 'student' });
    await expect(asha).toContainText('On the test');
    const minutesLeft = async () =>
      Number(/(\d+) min/.exec(await asha.getByTestId('time-left').innerText())?.[1] ?? 0);
    const before = await minutesLeft();

    await asha.getByRole('checkbox', { name: /^Select Asha/ }).check();
    await expect(board.getByTestId('selected-count')).toHaveText('1 selected');
    await expect(act.getByRole('checkbox', { name: 'Select all shown (1)' })).toBeChecked();
    await expect(act.getByRole('button', { name: 'Reopen' })).toBeDisabled();
    // Reset says what it does before anyone presses it (its tooltip, read as the button's description)
    await expect(act.getByRole('button', { name: 'Reset' })).toHaveAccessibleDescription(
      /start again.*share links stop working.*logged/,
    );
    await expect(asha.getByRole('button', { name: 'Reset for Asha Verma' })).toHaveAttribute(
      'title',
      /Wipe the attempt/,
    );

    // add time: the form checks the minutes as the server does, then the row's time left grows
    await act.getByRole('button', { name: 'Add time' }).click();
    await expect(dialog.getByRole('heading')).toHaveText('Add 10 minutes for 1 student?');
    const minutes = dialog.getByLabel('Minutes to add');
    await expect(minutes).toBeFocused();
    await minutes.fill('2.5');
    await dialog.getByRole('button', { name: 'Add time' }).click();
    await expect(dialog).toContainText('Enter whole minutes from 1 to 600.');
    await minutes.fill('10');
    await expectNoSeriousAxe(board);
    await dialog.getByRole('button', { name: 'Add time' }).click();
    await expect(dialog).toBeHidden();
    await expect(board.getByText('Added time for 1 student.')).toBeVisible();
    await expect.poll(minutesLeft).toBeGreaterThanOrEqual(before + 9);

    // pause with a reason: the row says Paused and by whom; resume
    await act.getByRole('button', { name: 'Pause' }).click();
    await dialog.getByLabel('Reason (optional)').fill('Medical break');
    await dialog.getByRole('button', { name: 'Pause' }).click();
    await expect(asha).toContainText(/Paused\s*by \S/);
    await expect(board.getByTestId('count-Paused')).toHaveText('1');
    // the row's own button acts on that student alone
    await asha.getByRole('button', { name: 'Resume for Asha Verma' }).click();
    await expect(dialog.getByRole('heading')).toHaveText('Resume the test of 1 student?');
    await dialog.getByRole('button', { name: 'Resume' }).click();
    await expect(asha).toContainText('On the test');

    // a race: a colleague pauses the student while the End now confirmation is open; ours is refused as stale
    await act.getByRole('button', { name: 'End now' }).click();
    const reason = dialog.getByLabel('Reason');
    await reason.fill('no');
    await dialog.getByRole('button', { name: 'End now' }).click();
    await expect(dialog).toContainText('Give a reason of 3 to 300 characters.');
    await reason.fill('Wrong test opened');
    const seen = (await live()).rows[0];
    await staffApi(request, 'post', `/api/college/assessments/${id}/live/pause`, {
      students: [{ studentId: student, version: seen?.version }],
    });
    await dialog.getByRole('button', { name: 'End now' }).click();
    await expect(outcome).toContainText('1 student refused');
    await expect(outcome).toContainText(/Asha.*was changed by someone else a moment ago/);
    await expect(asha).toContainText('Paused');

    // End now from the refreshed board: finished, with the reason in words
    await act.getByRole('button', { name: 'End now' }).click();
    await dialog.getByLabel('Reason').fill('Wrong test opened');
    await dialog.getByRole('button', { name: 'End now' }).click();
    await expect(asha).toContainText('Ended by the invigilator');
    await expect(asha).toContainText('Finished');

    // reopen with the time it had left: back on the test
    await act.getByRole('button', { name: 'Reopen' }).click();
    await expect(dialog.getByLabel('Minutes to give (optional)')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Reopen' }).click();
    await expect(asha).toContainText('On the test');

    // announce to everyone, at phone width; Escape cancels and gives the focus back
    await board.setViewportSize({ width: 390, height: 844 });
    const announce = act.getByRole('button', { name: 'Announce' });
    await announce.click();
    await board.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(announce).toBeFocused();
    await announce.click();
    await expect(dialog.getByRole('radio', { name: 'Everyone on the test' })).toBeChecked();
    await dialog.getByLabel('Message').fill("Question 7 has a typo: read 'array' for 'list'");
    const box = await dialog.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
    await expectNoSeriousAxe(board);
    await dialog.getByRole('button', { name: 'Announce' }).click();
    await expect(board.getByText('Announced to everyone on the test.')).toBeVisible();
    const panel = board.getByRole('region', { name: 'Announcements' });
    await expect(panel).toContainText("Question 7 has a typo: read 'array' for 'list'");
    await expect(panel).toContainText('to everyone on the test · 0 acknowledged');
    await expectNoSeriousAxe(board);
  } finally {
    clearInterval(probe);
  }
});
