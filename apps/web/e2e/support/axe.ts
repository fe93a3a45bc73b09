import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The one accessibility pass of the browser suite: WCAG 2.1 A and AA, plus axe's label-content-name-mismatch
 * (an accessible name must contain the visible label, WCAG 2.5.3), which axe only runs when asked. Serious or
 * critical findings fail the test.
 */
export async function expectNoSeriousAxe(page: Page): Promise<void> {
  // colours are judged at rest, not halfway through a button's hover or enable transition
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 100)} ${JSON.stringify(n.any[0]?.data ?? '')}`).join(', ')}`,
    );
  expect(serious, serious.join('\n')).toEqual([]);
}
