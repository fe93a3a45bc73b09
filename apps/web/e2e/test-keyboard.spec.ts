import type { Page } from '@playwright/test';
import { expect, expectEndScreen, fixtureId, keyOf, questionText, resultsFor, test } from './support/tests';

type Focused = { tag: string; type: string | null; text: string; label: string | null };

/** Presses Tab until the focused element matches; the test never clicks. */
async function tabTo(page: Page, matches: (f: Focused) => boolean, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate((): Focused => {
      const el = document.activeElement as HTMLElement | null;
      return {
        tag: el?.tagName.toLowerCase() ?? '',
        type: el?.getAttribute('type') ?? null,
        text: (el?.textContent ?? '').trim(),
        label: el?.id ? (document.querySelector(`label[for="${el.id}"]`)?.textContent ?? null) : null,
      };
    });
    if (matches(focused)) return;
  }
  throw new Error('focus never reached the element');
}

const button = (name: string) => (f: Focused) => f.tag === 'button' && f.text === name;

test('a short test taken with the keyboard alone', async ({ signedIn: page }) => {
  test.setTimeout(60_000);
  const id = fixtureId('keyboard');
  await page.goto(`/test/start/instruction/${id}?isAdaptive=false`);
  await expect(page.getByRole('heading', { name: 'Instructions', level: 1 })).toBeVisible();
  await tabTo(page, button('Start Test'));
  await page.keyboard.press('Enter');
  // the dialog focuses 'Enter Fullscreen'
  await expect(page.getByRole('button', { name: 'Enter Fullscreen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/student/test/${id}/start`));

  for (const n of [1, 2]) {
    await expect(page.getByText(`Question ${n} of 3`)).toBeVisible();
    const key = keyOf(await questionText(page));
    await tabTo(page, (f) => f.type === 'radio');
    await page.keyboard.press('Space');
    for (let i = 0; i < key; i++) await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio').nth(key)).toBeChecked();
    await tabTo(page, button('Next'));
    await page.keyboard.press('Enter');
  }

  await expect(page.getByText('Question 3 of 3')).toBeVisible();
  await tabTo(page, (f) => f.tag === 'input' && (f.label ?? '').includes('Who created Git?'));
  await page.keyboard.type('Linus Torvalds');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2005');
  await tabTo(page, button('Next'));
  await page.keyboard.press(' ');
  await expectEndScreen(page, id);

  await tabTo(page, (f) => f.tag === 'a' && f.text === 'Return to Homepage');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/student\/test$/);
  const [attempt] = await resultsFor(page, id);
  for (const question of attempt?.questions ?? []) expect(question.marks).toBe(question.maxMarks);
});
