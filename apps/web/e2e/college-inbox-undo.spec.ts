import { freshCollegeStudent } from './support/portal';
import { expect, expectNoSeriousAxe, test, unique } from './support/staff';

test('the college inbox offers the same Undo after a delete', async ({ college, request }) => {
  const student = await freshCollegeStudent(request, 'Writer');
  const subject = unique('Undo at the college');
  const sent = await request.post('/api/student/inbox/sendMail', {
    headers: { 'auth-token': student.token },
    data: { Email: 'college@demo.test', Subject: subject, Message: 'Please keep this one.' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  await college.goto('/college/inbox');
  const list = college.getByRole('list', { name: 'Received mails' });
  await expect(list.getByRole('link', { name: subject })).toBeVisible();
  await list.getByRole('checkbox', { name: `Select ${subject}` }).check();
  await college.getByRole('button', { name: /Delete selected/ }).click();
  await expect(list.getByRole('link', { name: subject })).toHaveCount(0);
  const bar = college.getByRole('status').filter({ hasText: 'Mail deleted.' });
  await expect(bar).toBeVisible();
  await expectNoSeriousAxe(college);
  await bar.getByRole('button', { name: 'Undo' }).click();
  await expect(list.getByRole('link', { name: subject })).toBeVisible();
  await college.reload();
  await expect(list.getByRole('link', { name: subject })).toBeVisible();
});
