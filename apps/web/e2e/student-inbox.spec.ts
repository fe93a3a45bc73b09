import { studentPortalMessages } from '@placement/contract';
import { expect, expectNoSeriousAxe, freshCollegeStudent, test, useToken } from './support/portal';

test('a mail to the college is sent with an attachment and shows in Sent; a received mail is read, bookmarked and answered', async ({
  page,
  request,
}) => {
  const student = await freshCollegeStudent(request, 'Mailer');
  await useToken(page, student.token);
  const subject = `Placement query ${Date.now()}`;

  await page.goto('/student/inbox');
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Received/ })).toBeVisible();
  await expectNoSeriousAxe(page);

  await page.getByRole('link', { name: 'Compose' }).click();
  await expect(page).toHaveURL(/\/student\/inbox\/mail\/compose$/);
  // The recipient picker lists the college's staff.
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('college@demo.test');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Hello,\n<b>not bold</b> and plain text.\nThanks');

  // Choosing a file attaches it: there is no separate step to forget.
  await page.getByLabel(/^Attachments \(/).setInputFiles({
    name: 'note.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(page.getByRole('list', { name: 'Attached files' }).getByText('note.pdf')).toBeVisible();
  await expectNoSeriousAxe(page);

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(studentPortalMessages.mailSent)).toBeVisible();
  await expect(page).toHaveURL(/\/student\/inbox\/mail\/sent$/);
  const sent = page.getByRole('list', { name: 'Sent mails' });
  await expect(sent.getByRole('link', { name: subject })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Sent \(1 total\)/ })).toBeVisible();

  // Read it: the body is text, not HTML.
  await sent.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(page.getByText('<b>not bold</b> and plain text.')).toBeVisible();
  await expect(page.locator('article b')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /note\.pdf/ })).toBeVisible();
  await expectNoSeriousAxe(page);

  // A classmate writes (the college inbox API does not exist yet); the student sees it unread, opens it
  // (marked seen), bookmarks and replies.
  const classmate = await freshCollegeStudent(request, 'Classmate');
  const incoming = await request.post('/api/student/inbox/sendMail', {
    headers: { 'auth-token': classmate.token },
    data: { Email: student.email, Subject: 'Study group', Message: 'Thanks, we will get back to you.' },
  });
  expect(incoming.ok()).toBe(true);

  await page.goto('/student/inbox');
  const received = page.getByRole('list', { name: 'Received mails' });
  await expect(received.getByText('(unread)')).toHaveCount(1);
  await received.getByRole('link').first().click();
  await expect(page.getByText('Thanks, we will get back to you.')).toBeVisible();
  await page.getByRole('button', { name: '☆ Bookmark' }).click();
  await expect(page.getByRole('button', { name: '★ Bookmarked' })).toBeVisible();
  await page.getByLabel('Your reply').fill('Great, thank you.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText(studentPortalMessages.mailSent)).toBeVisible();
  await expect(page.getByText('Great, thank you.')).toBeVisible();
  await page.goto('/student/inbox');
  await expect(page.getByRole('list', { name: 'Received mails' }).getByText('(unread)')).toHaveCount(0);

  // Search narrows; delete removes.
  await page.getByLabel('Search', { exact: true }).fill('no-such-words-anywhere');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No mail matches this search')).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByRole('link', { name: 'Sent' }).click();
  const sentList = page.getByRole('list', { name: 'Sent mails' });
  const before = await sentList.getByRole('listitem').count();
  await sentList.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: /Delete selected/ }).click();
  await expect(sentList.getByRole('listitem')).toHaveCount(before - 1);
});

test('a file chosen for a reply is sent with it, even when Send is pressed while it is still uploading', async ({
  page,
  request,
}) => {
  const student = await freshCollegeStudent(request, 'Replier');
  const classmate = await freshCollegeStudent(request, 'Asker');
  const incoming = await request.post('/api/student/inbox/sendMail', {
    headers: { 'auth-token': classmate.token },
    data: { Email: student.email, Subject: 'Your notes?', Message: 'Could you send your notes?' },
  });
  expect(incoming.ok()).toBe(true);
  await useToken(page, student.token);

  // Hold the upload until Send has been pressed, so the send has to wait for it.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/inbox/file', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/student/inbox');
  await page.getByRole('list', { name: 'Received mails' }).getByRole('link').first().click();
  await page.getByLabel('Your reply').fill('Here they are.');
  await page.getByLabel(/^Attachments \(/).setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(page.getByRole('progressbar', { name: 'Attachment upload' })).toBeVisible();
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('button', { name: 'Waiting for attachments…' })).toBeDisabled();
  release();

  await expect(page.getByText(studentPortalMessages.mailSent)).toBeVisible();
  const replyBody = page.locator('article').filter({ hasText: 'Here they are.' });
  await expect(replyBody.getByRole('button', { name: /notes\.pdf/ })).toBeVisible();

  // A file the server refuses is reported by name, and nothing is listed as attached.
  await page.unrouteAll();
  await page.getByLabel('Your reply').fill('And this one.');
  await page.getByLabel(/^Attachments \(/).setInputFiles({
    name: 'tool.exe',
    mimeType: 'application/x-msdownload',
    buffer: Buffer.from('MZ not a document'),
  });
  await expect(page.getByText(/tool\.exe not attached/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Attached files' })).toHaveCount(0);
});

test('a deleted mail can be brought back with Undo, from the folder and from the opened mail', async ({
  page,
  request,
}) => {
  const student = await freshCollegeStudent(request, 'Undoer');
  for (const subject of ['Keep me', 'Open then delete']) {
    const sent = await request.post('/api/student/inbox/sendMail', {
      headers: { 'auth-token': student.token },
      data: { Email: 'college@demo.test', Subject: subject, Message: 'Undo test' },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
  }
  const serverSent = async () => {
    const reply = await request.get('/api/student/inbox/getMails?skip=0&limit=10', {
      headers: { 'auth-token': student.token },
    });
    return ((await reply.json()) as { emailsSent: { Subject: string }[] }).emailsSent.map((m) => m.Subject);
  };
  await useToken(page, student.token);
  await page.goto('/student/inbox/mail/sent');
  const list = page.getByRole('list', { name: 'Sent mails' });
  const bar = page.getByRole('status').filter({ hasText: /deleted|restored/ });

  // from the folder: deleted at once, then Undo brings it back on the screen and on the server
  await list.getByRole('checkbox', { name: 'Select Keep me' }).check();
  await page.getByRole('button', { name: /Delete selected/ }).click();
  await expect(list.getByRole('link', { name: 'Keep me' })).toHaveCount(0);
  await expect(bar).toContainText('Mail deleted.');
  expect(await serverSent()).not.toContain('Keep me');
  await expectNoSeriousAxe(page);
  await bar.getByRole('button', { name: 'Undo' }).click();
  await expect(bar).toContainText('Mail restored.');
  await expect(list.getByRole('link', { name: 'Keep me' })).toBeVisible();
  expect(await serverSent()).toContain('Keep me');

  // from the opened mail: back to the folder, where Undo still waits
  await list.getByRole('link', { name: 'Open then delete' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/student\/inbox\/mail\/sent$/);
  await expect(bar).toContainText('Mail deleted.');
  await bar.getByRole('button', { name: 'Undo' }).click();
  await expect(list.getByRole('link', { name: 'Open then delete' })).toBeVisible();

  // without Undo the delete stands
  await list.getByRole('checkbox', { name: 'Select Open then delete' }).check();
  await page.getByRole('button', { name: /Delete selected/ }).click();
  await expect(bar).toContainText('Mail deleted.');
  await bar.getByRole('button', { name: 'Dismiss' }).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await expect(list.getByRole('link', { name: 'Keep me' })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Open then delete' })).toHaveCount(0);
  expect(await serverSent()).toEqual(['Keep me']);
});

test('at 390 px the inbox search waits behind a button and the mail gets the first screen', async ({
  page,
  request,
}, testInfo) => {
  const student = await freshCollegeStudent(request, 'Phone');
  const classmate = await freshCollegeStudent(request, 'Texter');
  for (const subject of ['Lab slots', 'Drive on Friday']) {
    const sent = await request.post('/api/student/inbox/sendMail', {
      headers: { 'auth-token': classmate.token },
      data: { Email: student.email, Subject: subject, Message: 'See you there.' },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
  }
  await useToken(page, student.token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/student/inbox');
  const received = page.getByRole('list', { name: 'Received mails' });
  await expect(received.getByRole('listitem').first()).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Search mail' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Search', { exact: true })).toBeHidden();
  // the first mail is on the first screen, whole
  const first = await received.getByRole('listitem').first().boundingBox();
  expect((first?.y ?? 9999) + (first?.height ?? 0)).toBeLessThanOrEqual(844);
  await testInfo.attach('inbox-390.png', { body: await page.screenshot(), contentType: 'image/png' });
  await expectNoSeriousAxe(page);

  await toggle.click();
  await expect(page.getByRole('button', { name: 'Hide search' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Search', { exact: true }).fill('no-such-words-anywhere');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No mail matches this search')).toBeVisible();
  await expectNoSeriousAxe(page);

  // at 1280 px the search form is simply there
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/student/inbox');
  await expect(page.getByLabel('Search', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search mail' })).toBeHidden();
  await testInfo.attach('inbox-1280.png', { body: await page.screenshot(), contentType: 'image/png' });
});
