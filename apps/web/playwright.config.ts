import { defineConfig } from '@playwright/test';
import { pointAtThisWorkersPlatform } from './e2e/support/platform';

pointAtThisWorkersPlatform();

/** Browser tests against the real platform: e2e/global-setup.ts starts it with a loopback SMTP server. */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  // Each worker has a platform of its own (global-setup.ts): the tests change the demo accounts they use.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // a fake 640×480 camera, granted without a prompt, for the proctored tests
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
