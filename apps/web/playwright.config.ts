import { defineConfig } from '@playwright/test';
import { pointAtThisWorkersPlatform } from './e2e/support/platform';

pointAtThisWorkersPlatform();

/**
 * Specs that mostly wait on the clock (time's up, a lost connection ending the test, the face-presence and noise
 * limits): they run beside the others, so the waiting overlaps with work instead of adding to it.
 */
const clockBound = /\/(test-timing|test-connection|test-face-presence|test-noise)\.spec\.ts$/;

/** Browser tests against the real platform: e2e/global-setup.ts starts it with a loopback SMTP server. */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  // Each worker has a platform of its own (global-setup.ts): the tests change the demo accounts they use.
  // Two workers take the clock-bound specs, a test at a time each (their tests share no attempt): they mostly
  // sleep, so they do not count against the two cores, and their minutes of waiting are halved. Two more take the
  // screens (a file at a time each) from the start. Never more than two screen workers: they are what keeps
  // the cores busy.
  workers: 4,
  projects: [
    { name: 'clock', testMatch: clockBound, workers: 2, fullyParallel: true },
    { name: 'screens', testIgnore: clockBound, workers: 2 },
  ],
  // the screenshots are the same whichever project takes them
  snapshotPathTemplate: '{testDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}',
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
    // Recording a trace of every test costs the pass 15–20 % of its time, and CI keeps only what is printed:
    // to keep one of a failing test, run it again with --trace retain-on-failure.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
