import { liveAction } from './support/college';
import { expect, expectEndScreen, startFixture, switchTab, test } from './support/tests';

/** The student's list of tests follows what staff change without a reload (#50 item 6). */

test('a test staff reopen moves from Completed to Active on the list when the student comes back to it', async ({
  signedIn: page,
  request,
}) => {
  const id = await startFixture(page, 'listReopen');
  await page.getByRole('button', { name: 'End Test & Submit' }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want to submit the test?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expectEndScreen(page, id);
  await page.getByRole('link', { name: 'Return to Homepage' }).click();
  const name = 'E2E Reopened on the List';
  const completed = page.getByRole('region', { name: 'Completed' });
  const active = page.getByRole('region', { name: 'Active' });
  await expect(completed.getByRole('heading', { name })).toBeVisible();

  // staff reopen the attempt while the list is open in the student's browser; they come back to the tab
  await liveAction(request, id, 'student@demo.test', 'reopen', { minutes: 10 });
  await switchTab(page);
  await expect(active.getByRole('link', { name: `Resume test ${name}` })).toBeVisible();
  await expect(completed.getByRole('heading', { name })).toHaveCount(0);
});
