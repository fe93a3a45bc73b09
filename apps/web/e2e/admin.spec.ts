import { messages } from '@placement/contract';
import { serveAssetsFromDisk } from './support/college';
import { accounts, expect, expectNoSeriousAxe, test, unique } from './support/staff';

test('admin creates and renames a category; a duplicate shows the server message', async ({ page }) => {
  await serveAssetsFromDisk(page);
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(accounts.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(accounts.admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Organisations', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Categories' }).click();
  const name = unique('Aptitude');
  await page.getByLabel('Category name').fill(name);
  await page.getByRole('button', { name: 'Create' }).click();
  const list = page.getByRole('list', { name: 'Categories' });
  await expect(list).toContainText(name);

  await page.getByLabel('Category name').fill(name);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'already exists' })).toBeVisible();

  await page.getByRole('button', { name: `Rename ${name}` }).click();
  const renamed = `${name} (renamed)`;
  await page.getByLabel(`New name for ${name}`).fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(list).toContainText(renamed);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Categories' })).toContainText(renamed);
});

test('a company signs up and the admin approves it', async ({ page, admin }) => {
  const org = unique('Initech');
  const context = await page.context().browser()?.newContext({ baseURL: process.env.E2E_BASE_URL });
  const visitor = await context!.newPage();
  await serveAssetsFromDisk(visitor);
  await visitor.goto('/company/signup');
  await visitor.getByLabel('Company name').fill(org);
  await visitor.getByLabel('First name').fill('Peter');
  await visitor.getByLabel('Last name').fill('Gibbons');
  await visitor.getByLabel('Email').fill(`signup-${Date.now()}@initech.test`);
  await visitor.getByLabel('Password', { exact: true }).fill('Initech@1234');
  await visitor.getByRole('button', { name: 'Sign up' }).click();
  await expect(visitor.getByText('You can log in once an admin approves your organisation')).toBeVisible();
  await context!.close();

  await admin.goto('/admin/organisations');
  const companies = admin.getByRole('list', { name: 'Companies' });
  await expect(companies).toContainText(org);
  await admin.getByRole('button', { name: `Approve ${org}` }).click();
  await expect(companies.or(admin.getByText('No pending companies'))).not.toContainText(org);
  await admin.getByLabel('Status').selectOption('approved');
  await expect(admin.getByRole('list', { name: 'Companies' })).toContainText(org);
});

test("admin adds shared questions of any type with the registry's forms, an mcq and an essay", async ({
  admin,
}) => {
  await admin.goto('/admin/topics');
  const heading = unique('Shared quant');
  await admin.getByLabel('Heading').fill(heading);
  await admin.getByRole('button', { name: 'Create topic' }).click();
  await admin.getByRole('link', { name: heading }).click();
  await admin.getByLabel('Question (simple HTML allowed)').fill('<p>2 + 2 = ?</p>');
  for (const [i, text] of ['3', '4', '5', '22'].entries())
    await admin.getByLabel(`Option ${i + 1}`, { exact: true }).fill(text);
  await expect(admin.getByLabel('Option 1 is correct')).not.toBeChecked();
  await admin.getByRole('button', { name: 'Add question' }).click();
  await expect(admin.getByText(messages.mcqKeyMissing)).toBeVisible();
  await admin.getByLabel('Option 2 is correct').check();
  await admin.getByRole('button', { name: 'Add question' }).click();
  await expect(admin.getByRole('list', { name: 'Questions' })).toContainText('2 + 2 = ?');
  // the form is empty again for the next question
  await expect(admin.getByLabel('Question (simple HTML allowed)')).toHaveValue('');

  // another type, with its own form from the registry: an essay
  await admin.goto('/admin/topics');
  const essays = unique('Shared essays');
  await admin.getByLabel('Heading').fill(essays);
  await admin.getByLabel('Type').selectOption({ label: 'Essay' });
  await admin.getByRole('button', { name: 'Create topic' }).click();
  await admin.getByRole('link', { name: essays }).click();
  await admin.getByLabel('Prompt (simple HTML allowed)').fill('<p>Describe a hash table.</p>');
  await admin.getByLabel('Answer length').selectOption('short');
  await admin.getByLabel('Level').selectOption('L2');
  await admin.getByRole('button', { name: 'Add question' }).click();
  await expect(admin.getByRole('list', { name: 'Questions' })).toContainText('Describe a hash table.');
  await expect(admin.getByRole('list', { name: 'Questions' })).toContainText('(L2)');
  await expectNoSeriousAxe(admin);
});
