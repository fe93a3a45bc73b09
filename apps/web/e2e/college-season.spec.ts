import { expect, expectNoSeriousAxe, staffApi, test } from './support/college';
import { freshCollegeStudent } from './support/portal';

/** A different academic year each run: a college has one cycle of a kind per year. */
const academicYear = () => {
  const start = 2100 + Math.floor(Math.random() * 800);
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

const fitsThePhone = async (page: import('@playwright/test').Page) => {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
};

test('the TPO sets up the season on a phone: branches, a cycle with its policy, a verified record', async ({
  college: page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });

  // programmes and branches
  await page.goto('/college/season/branches');
  await expect(page.getByRole('heading', { name: 'Placement season', level: 1 })).toBeVisible();
  const branches = page.getByRole('list', { name: 'Programmes and branches' });
  await expect(branches).toBeVisible();
  while ((await branches.getByRole('listitem').count()) > 1) {
    await branches
      .getByRole('listitem')
      .last()
      .getByRole('button', { name: /^Remove/ })
      .click();
  }
  await page.getByLabel('Programme 1').fill('B.Tech');
  await page.getByLabel('Branch 1').fill('CSE');
  await page.getByRole('button', { name: 'Add branch' }).click();
  await page.getByLabel('Branch 2').fill('ECE');
  await page.getByRole('button', { name: 'Save branches' }).click();
  await expect(page.getByText('2 branches saved')).toBeVisible();
  await fitsThePhone(page);
  await expectNoSeriousAxe(page);

  // a cycle with a policy: dream from 10 LPA, two offers per tier
  const year = academicYear();
  await page.getByRole('link', { name: 'Cycles' }).click();
  await page.getByLabel('Academic year').fill(year);
  await page.getByLabel('Batches (pass-out years)').fill('2027');
  await page.getByLabel('Tier 2 from (LPA)').fill('10');
  await page.getByLabel('Offers a student may hold per tier').fill('2');
  await page.getByText('What a student holding one offer is told').click();
  await expect(page.getByRole('list', { name: 'Refusal messages' })).toContainText('lower tier');
  await page.getByLabel('Tier 3 from (LPA)').fill('9');
  await expect(page.getByRole('group', { name: 'Offer policy' }).getByRole('alert')).toContainText('overlap');
  await expect(page.getByRole('button', { name: 'Open cycle' })).toBeDisabled();
  await page.getByLabel('Tier 3 from (LPA)').fill('15');
  await page.getByRole('button', { name: 'Open cycle' }).click();
  await expect(page.getByText(`Cycle opened: ${year} placement`)).toBeVisible();
  const cycle = page.getByRole('list', { name: 'Cycles' }).getByRole('listitem').filter({ hasText: year });
  await expect(cycle).toContainText('policy version 1');
  await fitsThePhone(page);
  await expectNoSeriousAxe(page);

  // the cycle's page: a new policy version, and the enrolments
  await cycle.getByRole('link', { name: `${year} placement` }).click();
  await expect(page.getByRole('heading', { name: 'Offer policy, version 1' })).toBeVisible();
  await expect(page.getByLabel('Offers a student may hold per tier')).toHaveValue('2');
  await page.getByLabel('Moves to a higher tier (upgrades)').fill('2');
  await page.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(page.getByRole('heading', { name: 'Offer policy, version 2' })).toBeVisible();
  await expect(page.getByText('No student has enrolled or opted out yet')).toBeVisible();
  await fitsThePhone(page);

  // a student's record: corrected, verified field by field, with the log
  const student = await freshCollegeStudent(request, 'Verify');
  await page.goto(`/college/season/records?student=${student.id}`);
  const fields = page.getByRole('list', { name: 'Record fields' });
  await fields.getByRole('textbox', { name: 'Branch' }).fill('CSE');
  await fields.getByRole('spinbutton', { name: 'CGPA', exact: true }).fill('8.4');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Record saved')).toBeVisible();
  await page.getByRole('button', { name: 'Verify CGPA' }).click();
  await expect(page.getByRole('button', { name: 'Unlock CGPA' })).toBeVisible();
  const log = page.getByRole('list', { name: 'Change log' });
  await expect(log.getByRole('listitem').first()).toContainText('CGPA verified at 8.4');
  await expect(log).toContainText('CGPA changed from blank to 8.4');
  // an edit not saved yet survives verifying another field (the form was drawn afresh and lost it)
  await fields.getByRole('spinbutton', { name: 'Class X', exact: true }).fill('91');
  await page.getByRole('button', { name: 'Verify Branch' }).click();
  await expect(page.getByRole('button', { name: 'Unlock Branch' })).toBeVisible();
  await expect(fields.getByRole('spinbutton', { name: 'Class X', exact: true })).toHaveValue('91');
  await fitsThePhone(page);
  await expectNoSeriousAxe(page);

  const record = await staffApi<{ record: { verified: string[]; cgpa: number; classX: number | null } }>(
    request,
    'get',
    `/api/college/season/records/${student.id}`,
  );
  expect(record.record).toMatchObject({ cgpa: 8.4, classX: null, verified: ['cgpa', 'branch'] });
});

test('the TPO imports records: the preview names the bad rows, the confirm verifies the good one', async ({
  college: page,
  request,
}) => {
  const student = await freshCollegeStudent(request, 'Imported');
  await staffApi(request, 'put', '/api/college/season/branches', {
    branches: ['CSE', 'ECE'].map((branch) => ({ programme: 'B.Tech', branch })),
  });
  const roll = `R${Date.now()}`;
  const csv = [
    'RollNumber,Email,Branch,CGPA',
    `${roll},${student.email},CSE,7.9`,
    'NOPE-1,,CSE,8',
    `${roll}-B,,Mechanical,12`,
  ].join('\n');
  await page.goto('/college/season/records');
  await page.getByLabel('Records file (.xlsx or .csv)').setInputFiles({
    name: 'records.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Preview' }).click();
  const bad = page.getByRole('list', { name: 'Rows that cannot be used' });
  await expect(bad).toContainText('row 3: Unknown roll number NOPE-1');
  await expect(bad).toContainText(`row 4: Unknown roll number ${roll}-B`);
  await expect(page.getByRole('list', { name: 'Rows ready to import' })).toContainText(
    'row 2: Imported Tester',
  );
  await expectNoSeriousAxe(page);
  await page.getByRole('button', { name: 'Confirm import of 1 row' }).click();
  await expect(page.getByText('Imported 1 record, 1 changed; 2 rows skipped')).toBeVisible();
  const record = await staffApi<{ record: { rollNumber: string; verified: string[] } }>(
    request,
    'get',
    `/api/college/season/records/${student.id}`,
  );
  expect(record.record.rollNumber).toBe(roll);
  expect([...record.record.verified].sort()).toEqual(['branch', 'cgpa']);
});
