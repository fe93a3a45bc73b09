import { messages } from '@placement/contract';
import { expect, expectNoSeriousAxe, serveAssetsFromDisk, staffApi, test, unique } from './support/college';
import { resetLinkIn, waitForMail } from './support/mail';
import { fixtureId } from './support/tests';

/**
 * #29 item 4: the college invites an invigilator and assigns them to a test; the invigilator chooses a password
 * from the mailed link, signs in at /invigilator and opens that test's live board.
 */
test('college staff invite and assign an invigilator, who signs in and watches the test live', async ({
  college,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const id = fixtureId('drive');
  const { assessment } = await staffApi<{ assessment: { name: string } }>(
    request,
    'get',
    `/api/college/assessments/${id}`,
  );
  const email = `${unique('lab').replace(/\s+/g, '-').toLowerCase()}@demo.test`;

  await college.goto('/college/invigilators');
  await expect(college.getByRole('heading', { name: 'Invigilators', level: 1 })).toBeVisible();
  const invite = college.getByRole('region', { name: 'Invite an invigilator' });
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('First name').fill('Lab');
  await invite.getByLabel('Last name').fill('Keeper');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(college.getByText(`Invitation sent to ${email}`)).toBeVisible();
  const person = college.getByRole('listitem', { name: 'Lab Keeper' }).filter({ hasText: email });
  await expect(person).toContainText('Invitation sent, password not set yet');
  // the first mail went astray: send it again; only the newest link works
  const resentSince = new Date();
  await person.getByRole('button', { name: 'Resend invitation to Lab Keeper' }).click();
  await expect(college.getByText(`Invitation sent again to ${email}`)).toBeVisible();

  await person.getByRole('combobox', { name: 'Test' }).selectOption({ label: assessment.name });
  await person.getByRole('button', { name: 'Assign' }).click();
  await expect(person.getByRole('list', { name: 'Tests Lab Keeper invigilates' })).toContainText(
    `${assessment.name} (every student)`,
  );
  await expectNoSeriousAxe(college);

  // the invigilator, in a browser of their own: the mailed link, a password, the sign-in
  const context = await browser.newContext();
  const lab = await context.newPage();
  await serveAssetsFromDisk(lab);
  const link = resetLinkIn(await waitForMail(email, resentSince));
  expect(link).toContain('/invigilator/password/reset/');
  await lab.goto(new URL(link).pathname);
  await lab.getByLabel('New password', { exact: true }).fill('Invig@45678');
  await lab.getByLabel('Confirm password', { exact: true }).fill('Invig@45678');
  await lab.getByRole('button', { name: 'Save' }).click();
  await expect(lab.getByText(messages.passwordChanged)).toBeVisible();
  await expect(lab).toHaveURL(/\/invigilator\/login$/);
  await lab.getByLabel('Email').fill(email);
  await lab.getByLabel('Password', { exact: true }).fill('Invig@45678');
  await lab.getByRole('button', { name: 'Login' }).click();
  await expect(lab).toHaveURL(/\/invigilator\/tests$/);

  await expect(lab.getByRole('heading', { name: 'My tests' })).toBeVisible();
  await lab.getByRole('link', { name: `Live board of ${assessment.name}` }).click();
  await expect(lab.getByRole('heading', { name: 'Live board' })).toBeVisible();
  const students = lab.getByRole('region', { name: 'Students of the test' });
  await expect(students.getByRole('row', { name: /Asha/ })).toBeVisible();
  // no way into the test's questions or results from here
  await expect(lab.getByRole('link', { name: 'Results' })).toHaveCount(0);
  await expectNoSeriousAxe(lab);
  await context.close();
});
