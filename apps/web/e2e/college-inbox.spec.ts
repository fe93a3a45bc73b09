import { demo } from './support/fixtures';
import { expect, signInPage, studentToken, test, unique } from './support/staff';

test('a mail the college sends reaches the student inbox without a reload', async ({ college, browser }) => {
  const studentContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const student = await studentContext.newPage();
  await signInPage(student, 'token', studentToken());
  // the live stream is listening once its ticket is used and the stream answers
  const streaming = student.waitForResponse((r) => r.url().includes('/api/student/inbox/events?ticket='));
  await student.goto('/student/inbox');
  await expect(student.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await expect(student.getByRole('list', { name: 'Received mails' })).toBeVisible();
  await streaming;

  await college.goto('/college/inbox');
  await expect(college.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await college.getByRole('link', { name: 'Compose' }).click();
  await expect(college.getByRole('heading', { name: 'Compose' })).toBeVisible();
  const subject = unique('Drive update');
  await college.getByLabel('To', { exact: true }).fill(demo.student.email);
  await college.getByLabel('Subject').fill(subject);
  await college.getByLabel('Message').fill('The Acme drive moves to 10 AM.');
  await college.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(college).toHaveURL(/\/college\/inbox\/mail\/sent$/);
  await expect(
    college.getByRole('list', { name: 'Sent mails' }).getByRole('link', { name: subject }),
  ).toBeVisible();

  // no reload on the student's side: the event stream refetches the list
  const link = student.getByRole('list', { name: 'Received mails' }).getByRole('link', { name: subject });
  await expect(link).toBeVisible({ timeout: 15_000 });
  await link.click();
  await expect(student.getByRole('heading', { name: subject })).toBeVisible();
  await expect(student.getByText('The Acme drive moves to 10 AM.')).toBeVisible();

  // the student replies; the college reads it in its own inbox
  await student.getByLabel('Your reply').fill('Thanks, noted.');
  await student.getByRole('button', { name: 'Send reply' }).click();
  await college.getByRole('link', { name: 'Received' }).click();
  await expect(
    college
      .getByRole('list', { name: 'Received mails' })
      .getByRole('link', { name: new RegExp(subject) })
      .first(),
  ).toBeVisible({ timeout: 15_000 });
  await studentContext.close();
});

test('the college sends to a whole batch', async ({ college }) => {
  await college.goto('/college/inbox/mail/compose');
  await college.getByLabel('A batch of students').check();
  await college.getByRole('textbox', { name: 'Batch' }).fill('2027');
  const subject = unique('Batch notice');
  await college.getByLabel('Subject').fill(subject);
  await college.getByLabel('Message').fill('Hello 2027.');
  await college.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(college.getByText('Mail sent successfully').first()).toBeVisible();
  await expect(college.getByRole('link', { name: subject })).toBeVisible();
});
