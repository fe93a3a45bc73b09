import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync, zipSync } from 'fflate';
import { collegeToken, createTopic, expect, test, unique } from './support/college';

/** The realistic exports kept with the API's importer (a Moodle 4 quiz, a QTI 2.1 package from a QTI tool). */
const fixtures = fileURLToPath(
  new URL('../../api/src/services/question-bank/interchange/fixtures', import.meta.url),
);

function qtiPackage(): Buffer {
  const root = join(fixtures, 'qti-package');
  const files: Record<string, Uint8Array> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files[relative(root, path)] = readFileSync(path);
    }
  };
  walk(root);
  return Buffer.from(zipSync(files));
}

test('imports a Moodle XML quiz and a QTI package after a preview, then exports a topic as QTI', async ({
  college: page,
  request,
}) => {
  test.setTimeout(90_000);
  const mcqHeading = unique('E2E Moodle MCQ');
  await page.goto('/college/question-bank');
  const card = page.getByRole('region', { name: 'Import preview' });
  const fileInput = page.getByLabel('Question bank file (Moodle XML, QTI 2.1 .xml or .zip, GIFT)');

  await fileInput.setInputFiles({
    name: 'cs101-networks.xml',
    mimeType: 'text/xml',
    buffer: readFileSync(join(fixtures, 'moodle-quiz.xml')),
  });
  await page.getByRole('button', { name: 'Preview import' }).click();
  await expect(card.getByText('Moodle XML file. Nothing is saved until you confirm.')).toBeVisible();
  const groups = card.getByRole('list', { name: 'Questions to import' }).getByRole('listitem');
  await expect(groups).toHaveCount(3);
  await expect(groups.nth(0)).toContainText('2 Multiple Choice Questions');
  // each question named with its place in the file, so that alike names can be told apart
  await expect(groups.nth(0)).toContainText('#1 TCP is connection-oriented · #2 OSI layer of routing');
  await expect(groups.nth(1)).toContainText('2 Find the Answer');
  await expect(groups.nth(2)).toContainText('1 Essay');
  // the proposed names come from the Moodle category, and can be changed
  const mcqName = card.getByLabel('New topic name for Multiple Choice Questions');
  await expect(mcqName).toHaveValue('Computer Networks (Multiple Choice Questions)');
  await mcqName.fill(mcqHeading);
  await card.getByLabel('New topic name for Find the Answer').fill(unique('E2E Moodle fill'));
  await card.getByLabel('New topic name for Essay').fill(unique('E2E Moodle essay'));
  await expect(card.getByRole('list', { name: 'Not imported' }).getByRole('listitem')).toHaveText([
    '#6 Match protocols to layers: matching questions have no equivalent question type',
    '#7 Secure protocols (choose all): several answers may be chosen (multiple response); an mcq has one key',
  ]);
  await card.getByRole('button', { name: 'Confirm import' }).click();
  await expect(page.getByText(/^Imported 5 questions:/)).toBeVisible();

  // a QTI content package: its choice item goes into the topic just made, picked from the list
  await fileInput.setInputFiles({
    name: 'networks-qti.zip',
    mimeType: 'application/zip',
    buffer: qtiPackage(),
  });
  await page.getByRole('button', { name: 'Preview import' }).click();
  await expect(card.getByText('QTI 2.1 file. Nothing is saved until you confirm.')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Not imported' })).toHaveText(
    /#4 Order the TCP handshake \(handshake\): uses an orderInteraction, which has no equivalent question type/,
  );
  await card.getByLabel('Topic for Multiple Choice Questions').selectOption({ label: mcqHeading });
  await expect(card.getByLabel('New topic name for Multiple Choice Questions')).toHaveCount(0);
  await card.getByLabel('New topic name for Find the Answer').fill(unique('E2E QTI fill'));
  const essayHeading = unique('E2E QTI essay');
  await card.getByLabel('New topic name for Essay').fill(essayHeading);
  await card.getByRole('button', { name: 'Confirm import' }).click();
  await expect(page.getByText(/^Imported 3 questions:/)).toBeVisible();

  // the essay's image stays in its prompt, stored as the college's file and shown in the editor's preview
  await page.getByRole('link', { name: essayHeading }).first().click();
  await page.getByRole('link', { name: /^Edit:/ }).click();
  const pictured = page.locator('.question-html img[alt="The campus network today"]');
  await expect(pictured).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => pictured.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.goto('/college/question-bank');

  await page.getByRole('link', { name: mcqHeading }).first().click();
  await expect(page.getByRole('heading', { name: mcqHeading, level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Questions' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByText(/At which layer of the OSI model/)).toBeVisible();
  await expect(list.getByText(/Which device joins the two networks/)).toBeVisible();

  // the package's image is stored with the question and served to the college
  const token = await collegeToken(request);
  const topicId = new URL(page.url()).pathname.split('/').pop();
  const listed = await request.get(`/api/college/qb/topics/${topicId}/questions`, {
    headers: { 'auth-token': token },
  });
  const { questions } = (await listed.json()) as {
    questions: { Title: string; image?: string; Options: string[] }[];
  };
  const router = questions.find((q) => q.Title.includes('Which device joins'))!;
  expect(router.Options).toEqual(['Hub', 'Router', 'Repeater']);
  const image = await request.get(router.image!, { headers: { 'auth-token': token } });
  expect(image.headers()['content-type']).toBe('image/png');
  expect(questions.find((q) => q.Title.includes('OSI model'))!.Options).toHaveLength(5);

  // the editor shows the stored image and keeps it when the question is saved again
  await page.getByRole('link', { name: /^Edit: Look at the diagram of the campus network/ }).click();
  const shown = page.getByRole('img', { name: 'Illustration for the question' });
  await expect(shown).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Question saved.')).toBeVisible();
  const again = await request.get(`/api/college/qb/topics/${topicId}/questions`, {
    headers: { 'auth-token': token },
  });
  const kept = ((await again.json()) as { questions: { Title: string; image?: string }[] }).questions;
  expect(kept.find((q) => q.Title.includes('Which device joins'))?.image).toBe(router.image);

  // export the topic from the bank's list
  await page.goto('/college/question-bank');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Export QTI of ${mcqHeading}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/-qti\.zip$/);
  const entries = unzipSync(new Uint8Array(readFileSync(await file.path())));
  expect(Object.keys(entries)).toContain('imsmanifest.xml');
  expect(Object.keys(entries).filter((name) => name.startsWith('items/'))).toHaveLength(3);
  expect(Object.keys(entries).filter((name) => name.startsWith('images/'))).toHaveLength(2);
});

test('a file that is not a question bank is refused with the reason, and nothing is previewed', async ({
  college: page,
}) => {
  await page.goto('/college/question-bank');
  await page.getByLabel('Question bank file (Moodle XML, QTI 2.1 .xml or .zip, GIFT)').setInputFiles({
    name: 'old.xml',
    mimeType: 'text/xml',
    buffer: Buffer.from('<?xml version="1.0"?><questestinterop><item ident="1"/></questestinterop>'),
  });
  await page.getByRole('button', { name: 'Preview import' }).click();
  await expect(page.getByText(/This is QTI 1\.2; export the questions as QTI 2\.1/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Import preview' })).toHaveCount(0);
});

test("on a topic's page, a GIFT file's questions of the topic's type go into that topic", async ({
  college: page,
  request,
}) => {
  const topic = await createTopic(request, unique('E2E GIFT'), 'mcq');
  await page.goto(`/college/question-bank/${topic._id}`);
  await page.getByLabel('Question bank file (Moodle XML, QTI 2.1 .xml or .zip, GIFT)').setInputFiles({
    name: 'operating-systems.gift',
    mimeType: 'text/plain',
    buffer: readFileSync(join(fixtures, 'bank.gift')),
  });
  await page.getByRole('button', { name: 'Preview import' }).click();
  const preview = page.getByRole('region', { name: 'Import preview' });
  await expect(preview.getByText('GIFT file. Nothing is saved until you confirm.')).toBeVisible();
  await expect(preview.getByLabel('Topic for Multiple Choice Questions')).toHaveValue(topic._id);
  await expect(preview.getByLabel('New topic name for Essay')).toHaveValue('Operating Systems (Essay)');
  await preview.getByLabel('New topic name for Find the Answer').fill(unique('E2E GIFT fill'));
  await preview.getByLabel('New topic name for Essay').fill(unique('E2E GIFT essay'));
  await expect(preview.getByRole('list', { name: 'Not imported' })).toHaveText(
    /#5 Deadlock conditions: matching questions have no equivalent question type/,
  );
  await preview.getByRole('button', { name: 'Confirm import' }).click();
  await expect(page.getByText(/^Imported 4 questions:/)).toBeVisible();
  const list = page.getByRole('list', { name: 'Questions' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText(/Which scheduling algorithm can starve/)).toBeVisible();
});
