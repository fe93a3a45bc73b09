import { test as base, chromium, expect, type Page } from '@playwright/test';

export const demo = {
  student: { email: 'student@demo.test', password: 'Student@123', firstName: 'Asha' },
  student2: { email: 'student2@demo.test', password: 'Student@123', firstName: 'Rahul' },
  free: { email: 'free@demo.test', password: 'Student@123', firstName: 'Meera' },
} as const;

/** The platform's address is only known once global setup has started it. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});

export { expect };

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Logs out through the top bar's account menu (the profile button), as on every student page. */
export async function logOut(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /your account/ })
    .click();
  await page.getByRole('button', { name: 'Log out' }).click();
}

export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('no token in localStorage');
  return token;
}

/** A Chromium of a test's own, with a fake camera and microphone that `extraArgs` may feed from files. */
export function launchWithFakeMedia(extraArgs: string[]) {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      ...extraArgs,
    ],
  });
}
