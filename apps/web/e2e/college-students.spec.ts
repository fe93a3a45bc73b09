import { expect, test, unique } from './support/college';

test('re-uploading a class list skips who is already a student or invited, invites the rest, and lists the invited', async ({
  college: page,
}) => {
  const tag = unique('roster')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const newcomer = `${tag}-a@uni.test`;
  const csv = (rows: string[]) =>
    Buffer.from(`FirstName,LastName,Email,Batch,Approved\n${rows.join('\n')}\n`, 'utf8');
  const roster = ['Demo,Student,student@demo.test,2026,true', `Asha,Rao,${newcomer},2027,true`];

  await page.goto('/college/students');
  await expect(page.getByRole('heading', { name: 'Students', level: 1 })).toBeVisible();
  const file = page.getByLabel(/^Students file/);
  await file.setInputFiles({ name: 'class.csv', mimeType: 'text/csv', buffer: csv(roster) });
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Invited 1 student.')).toBeVisible();
  const skipped = page.getByRole('list', { name: 'Skipped rows' });
  await expect(skipped).toContainText('row 2: student@demo.test is already a student of this college');

  // The invited student is in the student list, with the invite's status.
  const invited = page.getByRole('table', { name: /Invited, not registered yet/ });
  const row = invited.getByRole('row').filter({ hasText: newcomer });
  await expect(row).toContainText('Asha Rao');
  await expect(row).toContainText('2027');
  await expect(row).toContainText(/Invited .*, not registered yet/);

  // The same list again with one more row: only the new one is invited; every problem row has its number.
  await file.setInputFiles({
    name: 'class.csv',
    mimeType: 'text/csv',
    buffer: csv([...roster, `Bo,Lee,${tag}-b@uni.test,2027,true`]),
  });
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Invited 1 student.')).toBeVisible();
  await expect(skipped.getByRole('listitem')).toHaveCount(2);
  await expect(skipped).toContainText(`row 3: ${newcomer} was already invited and has not registered yet`);

  await file.setInputFiles({
    name: 'class.csv',
    mimeType: 'text/csv',
    buffer: csv([...roster, 'Cy,Ng,not-an-email,2027,true']),
  });
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('list', { name: 'Rows to fix' })).toContainText(
    'row 4: Email is not a valid address',
  );
});
