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
