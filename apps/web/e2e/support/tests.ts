import { type AttemptResult, type AttemptReviewReply, messages } from '@placement/contract';
import type { Page } from '@playwright/test';
import type { FixtureKey, SeededKey } from './fixture-specs';
import { test as base, expect } from './fixtures';
import { collegeAuth } from './portal';

/** The fixture assessments seed-fixtures.ts created, by key. */
export function fixtureId(key: SeededKey): string {
  const ids = JSON.parse(process.env.E2E_FIXTURES ?? '{}') as Record<string, string>;
  const id = ids[key];
  if (!id) throw new Error(`fixture ${key} missing: run through playwright.config.ts (global setup)`);
  return id;
}

/** student@demo.test, signed in once by global setup (the login limit is per account). */
export const test = base.extend<{ signedIn: Page }>({
  signedIn: async ({ page }, use) => {
    const token = process.env.E2E_STUDENT_TOKEN;
    if (!token) throw new Error('E2E_STUDENT_TOKEN is not set');
    await page.addInitScript((value) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', value);
    }, token);
    await use(page);
  },
});

export { expect };

export async function openInstructions(page: Page, key: FixtureKey, adaptive = false): Promise<string> {
  const id = fixtureId(key);
  await page.goto(`/test/start/instruction/${id}?isAdaptive=${adaptive}`);
  await expect(page.getByRole('heading', { name: 'Instructions', level: 1 })).toBeVisible();
  return id;
}

/** Instructions → Start Test → Enter Fullscreen (or Resume test, one press) → the question. */
export async function startFixture(page: Page, key: FixtureKey, adaptive = false): Promise<string> {
  const id = await openInstructions(page, key, adaptive);
  // a fixture another test of the file left in progress is resumed
  const start = page.getByRole('button', { name: /^(Start Test|Resume test)$/ });
  const resuming = (await start.innerText()).trim() === 'Resume test';
  await start.click();
  if (!resuming) await page.getByRole('button', { name: 'Enter Fullscreen' }).click();
  await expect(page).toHaveURL(new RegExp(`/student/test/${id}/start\\?isAdaptive=${adaptive}`));
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  return id;
}

/**
 * The student's results for an assessment, with each question's marks as the server graded them. A student
 * sees per-question marks only once the window has closed, so the marks come from the college's review of
 * the same attempt (the demo college owns every fixture).
 */
export async function resultsFor(page: Page, assessmentId: string): Promise<AttemptResult[]> {
  const token = process.env.E2E_STUDENT_TOKEN ?? '';
  const response = await page.request.get('/api/studentDummy/test/result', {
    headers: { 'auth-token': token },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { studentResponse: AttemptResult[] };
  const attempts = body.studentResponse.filter((r) => r.assessmentId === assessmentId);
  const staff = await collegeAuth(page.request);
  return Promise.all(
    attempts.map(async (attempt) => {
      const review = await page.request.get(`/api/college/attempts/${attempt._id}`, {
        headers: { 'auth-token': staff },
      });
      expect(review.ok()).toBe(true);
      const { answers } = (await review.json()) as AttemptReviewReply;
      const grades = new Map(answers.map((answer) => [answer.questionId, answer.grade]));
      const questions = attempt.questions.map((question) => {
        const grade = grades.get(question.questionId);
        return { ...question, marks: grade?.status === 'graded' ? grade.marks : question.marks };
      });
      return { ...attempt, questions };
    }),
  );
}

export { expectNoSeriousAxe } from './axe';

/** Replaces the code editor's content by typing, as a student would. */
export async function typeCode(page: Page, code: string): Promise<void> {
  const editor = page.getByRole('textbox', { name: /^Code editor/ });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/**
 * The page is hidden and shown again, as when the student switches to another tab and back. The event bubbles
 * to the window as the browser's own does (the query library listens there).
 */
export async function switchTab(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
  });
}

/** The question's text as shown (the mcq Title). */
export async function questionText(page: Page): Promise<string> {
  return (await page.locator('.question-html').first().innerText()).trim();
}

/**
 * The end screen: the SPEC's thanks and a tick after an end the student chose or a finished test; else why it
 * ended, with a warning mark (never the tick).
 */
export async function expectEndScreen(page: Page, id: string, forcedBy?: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/test/start/end/${id}`));
  const title = forcedBy ? messages.testEndedForYou : messages.testSubmitted;
  await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('end-mark')).toHaveAttribute('data-tone', forcedBy ? 'warning' : 'success');
  if (forcedBy) {
    const why = messages.testEndReasons[forcedBy];
    expect(why, forcedBy).toBeTruthy();
    await expect(page.getByText(`${why} ${messages.testEndedAnswersKept}`)).toBeVisible();
    await expect(page.getByText(messages.testSubmitted)).toHaveCount(0);
  }
}

/** Answer keys of the demo questions, by title (from apps/api/src/demo/assessments.ts). */
export const answerKey: Record<string, number> = {
  'What is 15% of 200?': 1,
  'A train travels 60 km in 1 hour. How far does it go in 2.5 hours?': 2,
  'What is the next number: 2, 4, 8, 16, …?': 2,
  'A shirt costs ₹800 after a 20% discount. What was its price?': 1,
  'Two pipes fill a tank in 6 and 12 hours. Together they fill it in:': 1,
  'The average of 5 numbers is 20. Adding a sixth makes it 21. The sixth is:': 2,
  'A sum doubles in 5 years at simple interest. The yearly rate is:': 2,
  'How many ways can 4 people sit in a row?': 2,
  'P(at least one head) in 3 fair coin tosses is:': 2,
  'Find the odd one out: Apple, Mango, Carrot, Banana': 2,
  'If CAT is coded 3-1-20, DOG is coded:': 0,
  'All roses are flowers. Some flowers fade. So:': 2,
  'A is B’s brother; C is A’s mother. How is C related to B?': 1,
  'Facing north, you turn right twice then left once. You face:': 0,
  'Next in series: AZ, BY, CX, …': 1,
  'Clock shows 3:15. The angle between the hands is:': 1,
  'In a row of 40, Ravi is 12th from the left. From the right he is:': 1,
  'If 5 machines make 5 parts in 5 minutes, 100 machines make 100 parts in:': 1,
  'Which data structure serves elements first-in, first-out?': 1,
  'The time complexity of binary search on a sorted array is:': 1,
};

export function keyOf(title: string): number {
  const key = answerKey[title];
  if (key === undefined) throw new Error(`no answer key for "${title}"`);
  return key;
}
