import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { test as collegeTest, collegeToken, expect, ok, serveAssetsFromDisk } from './college';

/**
 * Helpers of the staff portals' specs (college inbox, dashboard, attendance; company and admin portals).
 * Company and admin staff sign in once per run through the API (the login limit is per account), the token
 * kept in a temp file named after the platform's port, like support/college.ts does for the college.
 */

export { expectNoSeriousAxe, unique } from './college';
export { collegeToken, expect, ok, serveAssetsFromDisk };

export const accounts = {
  company: { email: 'company@demo.test', password: 'Company@123', path: '/api/company', key: 'companyToken' },
  admin: { email: 'admin@demo.test', password: 'Admin@1234', path: '/api/admin', key: 'adminToken' },
} as const;
type Role = keyof typeof accounts;

const cached = new Map<Role, string>();
const tokenFile = (role: Role) =>
  join(tmpdir(), `staff-e2e-${role}-${new URL(process.env.E2E_BASE_URL ?? 'http://x').port}.txt`);

async function patiently(send: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let attempt = 0; ; attempt++) {
    const response = await send();
    if (response.status() !== 429 || attempt >= 2) return response;
    const wait = Number(/(\d+) seconds/.exec(await response.text())?.[1] ?? 30);
    await new Promise((resolve) => setTimeout(resolve, (wait + 1) * 1000));
  }
}

export async function staffToken(request: APIRequestContext, role: Role): Promise<string> {
  const known = cached.get(role) ?? (await readFile(tokenFile(role), 'utf8').catch(() => null));
  const { email, password, path } = accounts[role];
  if (known) {
    const me = await request.get(`${path}/me`, { headers: { 'auth-token': known } });
    if (me.ok()) {
      cached.set(role, known);
      return known;
    }
  }
  const body = await ok<{ token: string }>(
    await patiently(() => request.post(`${path}/login`, { data: { Email: email, Password: password } })),
  );
  cached.set(role, body.token);
  await writeFile(tokenFile(role), body.token);
  return body.token;
}

export const studentToken = () => process.env.E2E_STUDENT_TOKEN ?? '';

/** Sets a role's token in local storage before the app runs, and serves the build's assets from disk. */
export async function signInPage(page: Page, key: string, token: string): Promise<void> {
  await serveAssetsFromDisk(page);
  await page.addInitScript(
    ([k, value]) => {
      if (!localStorage.getItem(k)) localStorage.setItem(k, value);
    },
    [key, token] as const,
  );
}

/** `college` (from support/college.ts), plus `company` and `admin` pages signed in the same way. */
export const test = collegeTest.extend<{ company: Page; admin: Page }>({
  company: async ({ page, request }, use) => {
    await signInPage(page, accounts.company.key, await staffToken(request, 'company'));
    await use(page);
  },
  admin: async ({ page, request }, use) => {
    await signInPage(page, accounts.admin.key, await staffToken(request, 'admin'));
    await use(page);
  },
});
