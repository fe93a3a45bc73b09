import { expect, expectNoSeriousAxe, freshCollegeStudent, test, useToken } from './support/portal';

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('each profile section is edited and persists after a reload', async ({ page, request }) => {
  const student = await freshCollegeStudent(request, 'Profile');
  await useToken(page, student.token);

  // Details: basic and personal
  await page.goto('/student/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Complete your profile/ })).toBeVisible();
  await page.getByLabel('Last name').fill('Updated');
  await page.getByLabel('Phone number').fill('+91 91234 56789');
  await page.getByRole('button', { name: 'Save basic details' }).click();
  await expect(page.getByText('Basic details saved')).toBeVisible();
  await page.getByLabel('Date of birth').fill('2004-05-06');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('About you').fill('I like compilers.');
  await page.getByRole('button', { name: 'Save personal details' }).click();
  await expect(page.getByText('Personal details saved')).toBeVisible();

  // Avatar under 50 KB, shown from a blob URL
  await page
    .getByLabel('Upload picture')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(page.getByText('Profile picture updated')).toBeVisible();
  await expect(page.getByRole('img', { name: "Profile's profile" })).toHaveAttribute('src', /^blob:/);
  await expect(page.getByRole('banner').locator('img')).toHaveAttribute('src', /^blob:/);

  await page.reload();
  await expect(page.getByLabel('Last name')).toHaveValue('Updated');
  await expect(page.getByLabel('Phone number')).toHaveValue('+91 91234 56789');
  await expect(page.getByLabel('Date of birth')).toHaveValue('2004-05-06');
  await expect(page.getByLabel('Gender')).toHaveValue('female');
  await expect(page.getByLabel('City')).toHaveValue('Pune');
  await expect(page.getByLabel('About you')).toHaveValue('I like compilers.');
  await expect(page.getByRole('img', { name: "Profile's profile" })).toHaveAttribute('src', /^blob:/);
  await expectNoSeriousAxe(page);

  // Education: add, edit, upload a document
  await page
    .getByRole('navigation', { name: 'Profile sections' })
    .getByRole('link', { name: 'Education' })
    .click();
  await expect(page).toHaveURL(/\/student\/profile\/education$/);
  await page.getByLabel('Institute').fill('Demo Institute of Technology');
  await page.getByLabel('Degree').fill('B.Tech');
  await page.getByLabel('Field of study').fill('Computer Science');
  await page.getByLabel('Start year').fill('2023');
  await page.getByLabel('End year').fill('2027');
  await page.getByRole('button', { name: 'Add education' }).click();
  await expect(page.getByRole('heading', { name: 'B.Tech, Computer Science' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit B.Tech, Demo Institute of Technology' }).click();
  await page.getByLabel('Grade', { exact: true }).fill('8.7');
  await page.getByLabel('Grade type').selectOption('cgpa');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('2023 – 2027 · 8.7 CGPA')).toBeVisible();
  await page
    .getByLabel(/Upload document/)
    .setInputFiles({ name: 'marksheet.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('button', { name: 'Download marksheet.pdf' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('2023 – 2027 · 8.7 CGPA')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download marksheet.pdf' })).toBeVisible();
  await expectNoSeriousAxe(page);

  // Skills
  await page.goto('/student/profile/skills');
  for (const skill of ['TypeScript', 'SQL']) {
    await page.getByLabel('Add a skill').fill(skill);
    await page.getByLabel('Add a skill').press('Enter');
  }
  await page.getByRole('button', { name: 'Save skills' }).click();
  await expect(page.getByText('Skills saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Your skills' }).getByRole('listitem')).toHaveText([
    /TypeScript/,
    /SQL/,
  ]);
  await expectNoSeriousAxe(page);

  // Links and CVs
  await page.goto('/student/profile/portfolio');
  await page.getByLabel('GitHub').fill('https://github.com/portal-tester');
  await page.getByRole('button', { name: 'Save links' }).click();
  await expect(page.getByText('Links saved')).toBeVisible();
  await page.getByLabel(/Add CV files/).setInputFiles([
    { name: 'cv-one.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'cv-two.pdf', mimeType: 'application/pdf', buffer: PDF },
  ]);
  await page.getByRole('button', { name: 'Upload CV' }).click();
  await expect(page.getByText('CV uploaded', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('GitHub')).toHaveValue('https://github.com/portal-tester');
  const cvs = page.getByRole('list', { name: 'Your CVs' });
  await expect(cvs.getByText('cv-one.pdf')).toBeVisible();
  await expect(cvs.getByText('cv-two.pdf')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download cv-one.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('cv-one.pdf');
  await page.getByRole('button', { name: 'Delete cv-two.pdf' }).click();
  await expect(cvs.getByText('cv-two.pdf')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Your CVs' }).getByText('cv-one.pdf')).toBeVisible();
  await expect(page.getByText('cv-two.pdf')).toHaveCount(0);
  await expectNoSeriousAxe(page);

  // Everything on the checklist is done now.
  await page.goto('/student/profile');
  await expect(page.getByText('Your profile is complete.')).toBeVisible();
});

test('an avatar over 50 KB shows the 50KB message', async ({ page, request }) => {
  const student = await freshCollegeStudent(request, 'Avatar');
  await useToken(page, student.token);
  await page.goto('/student/profile');
  const big = Buffer.concat([PNG_1PX, Buffer.alloc(60 * 1024, 7)]);
  await page
    .getByLabel('Upload picture')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByText('File size too large, upload a file less than 50KB')).toBeVisible();
});
