import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import QRCode from 'qrcode';
import { launchWithFakeMedia } from './support/fixtures';
import { type FreshStudent, freshCollegeStudent } from './support/portal';
import { collegeToken, expect, ok, signInPage, studentToken, test } from './support/staff';

const W = 640;
const H = 480;

/** A Y4M clip (a few identical 640×480 YUV420 frames) of the QR code of `text`, for Chromium's fake camera. */
async function qrVideo(text: string): Promise<string> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cells = modules.size + quiet * 2;
  const scale = Math.floor((H - 20) / cells);
  const side = cells * scale;
  const left = Math.floor((W - side) / 2);
  const top = Math.floor((H - side) / 2);
  const y = Buffer.alloc(W * H, 255);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const start = (top + (row + quiet) * scale + dy) * W + left + (col + quiet) * scale;
        y.fill(0, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((W * H) / 4, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma]);
  const file = join(tmpdir(), `attendance-qr-${Date.now()}.y4m`);
  await writeFile(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${W} H${H} F5:1 Ip A1:1 C420jpeg\n`),
      frame,
      frame,
      frame,
      frame,
      frame,
    ]),
  );
  return file;
}

type Attendance = { attendance: { marked: boolean; status: string }; qr: { token: string } };

test('scanning the student QR with the camera marks them present; the same QR again is refused', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const headers = { 'auth-token': studentToken() };
  const before = await ok<Attendance>(await request.get('/api/student/profile/attendance', { headers }));
  expect(before.attendance.marked).toBe(false);
  const video = await qrVideo(before.qr.token);

  const browser = await launchWithFakeMedia([`--use-file-for-fake-video-capture=${video}`]);
  try {
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, permissions: ['camera'] });
    const scanner = await context.newPage();
    await signInPage(scanner, 'collegeToken', await collegeToken(request));
    await scanner.goto('/college/attendance/scan');
    await expect(scanner.getByRole('heading', { name: 'Scan attendance' })).toBeVisible();
    const result = scanner.getByRole('region', { name: 'Scan result' });
    await expect(result).toContainText('Marked present', { timeout: 30_000 });
    await expect(result).toContainText('present');

    const after = await ok<Attendance>(await request.get('/api/student/profile/attendance', { headers }));
    expect(after.attendance).toMatchObject({ marked: true, status: 'present' });

    // the student's QR page says so too
    const studentPage = await context.newPage();
    await signInPage(studentPage, 'token', studentToken());
    await studentPage.goto('/student/profile/qr');
    await expect(studentPage.getByText('Marked', { exact: true })).toBeVisible();
    await expect(studentPage.getByText('present', { exact: true })).toBeVisible();

    // the camera still shows the same QR: scanning again is a replay
    await scanner.bringToFront();
    await scanner.getByRole('button', { name: 'Scan next' }).click();
    await expect(result).toContainText('This QR code has already been used', { timeout: 30_000 });

    // the college's list for today shows the student present
    await scanner.goto('/college/attendance');
    await expect(scanner.getByRole('table', { name: /Attendance on/ })).toContainText('present');
    await context.close();
  } finally {
    await browser.close();
  }
});

test('a pasted invalid code shows the server refusal; students are assigned to slots', async ({
  college,
}) => {
  await college.goto('/college/attendance/scan');
  await college.getByLabel('Attendance code').fill('not-a-real-token');
  await college.getByRole('button', { name: 'Submit code' }).click();
  await expect(college.getByRole('region', { name: 'Scan result' })).toContainText(
    'This QR code is invalid or has expired',
  );

  await college.goto('/college/attendance');
  const studentSelect = college.getByLabel('Student', { exact: true });
  const option = studentSelect.locator('option', { hasText: 'student2@demo.test' });
  await expect(option).toHaveCount(1);
  await studentSelect.selectOption({ label: (await option.textContent()) ?? '' });
  await college.getByLabel('Company', { exact: true }).selectOption({ label: 'Globex Analytics' });
  await college.getByLabel('Slot', { exact: true }).selectOption('2');
  await college.getByRole('button', { name: 'Assign', exact: true }).click();
  const slots = college.getByRole('list', { name: 'Assignments' });
  await expect(slots).toContainText('Globex Analytics, slot 2 (11:30 AM - 2:00 PM)');
  const download = college.waitForEvent('download');
  await college.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^attendance-\d{4}-\d{2}-\d{2}\.csv$/);
  await college
    .getByRole('button', { name: /Remove .* from Globex Analytics slot 2/ })
    .first()
    .click();
  await expect(slots.or(college.getByText('No students assigned on this day'))).not.toContainText('slot 2');
});

/** Records the scanner's beeps (oscillator frequencies) and buzzes (vibration patterns) as the page makes them. */
async function recordSignals(page: Page) {
  await page.addInitScript(() => {
    const signals: unknown[][] = [];
    Object.assign(window, { scanSignals: signals });
    const createOscillator = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      const oscillator = createOscillator.call(this);
      const start = oscillator.start.bind(oscillator);
      oscillator.start = (when?: number) => {
        signals.push(['beep', oscillator.frequency.value]);
        start(when);
      };
      return oscillator;
    };
    const vibrate = navigator.vibrate?.bind(navigator);
    navigator.vibrate = ((pattern: VibratePattern) => {
      signals.push(['vibrate', pattern]);
      return vibrate ? vibrate(pattern) : true;
    }) as Navigator['vibrate'];
  });
}
const signalsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { scanSignals: unknown[][] }).scanSignals);

/** The word each side shows for the student today: the student's QR page and the college's day list. */
async function bothSides(student: Page, college: Page, who: FreshStudent) {
  await student.goto('/student/profile/qr');
  const status = student.getByRole('region', { name: "Today's Status" });
  await expect(status).toBeVisible();
  const studentWord = (await status.locator('dd').nth(1).textContent())?.trim();
  await college.goto('/college/attendance');
  const row = college
    .getByRole('table', { name: /Attendance on/ })
    .getByRole('row')
    .filter({ hasText: who.email });
  const collegeWord = (await row.locator('td').nth(2).textContent())?.trim();
  return { studentWord, collegeWord };
}

async function studentPage(browser: Browser, who: FreshStudent) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await signInPage(page, 'token', who.token);
  return page;
}

test('a scan result shows over the camera at 1280×800 with a beep and a buzz; the typed code marks; both sides agree', async ({
  college,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const staff = { 'auth-token': await collegeToken(request) };
  const scanned = await freshCollegeStudent(request, 'Scanme');
  const typed = await freshCollegeStudent(request, 'Typed');
  const mine = await ok<Attendance & { date: string }>(
    await request.get('/api/student/profile/attendance', { headers: { 'auth-token': scanned.token } }),
  );
  const companyId = (
    await ok<{ companies: { _id: string }[] }>(
      await request.get('/api/student/companies', { headers: { 'auth-token': scanned.token } }),
    )
  ).companies[0]!._id;
  await ok(
    await request.post('/api/college/attendance/assignments', {
      headers: staff,
      data: {
        date: mine.date,
        assignments: [scanned, typed].map((s) => ({ studentId: s.id, companyId, slot: 2 })),
      },
    }),
  );

  // before anyone is marked, the student and the college see the same word
  const student = await studentPage(browser, typed);
  expect(await bothSides(student, college, typed)).toEqual({
    studentWord: 'Pending',
    collegeWord: 'Pending',
  });

  // the camera reads the QR: the result is over the camera picture, in view without scrolling
  const video = await qrVideo(mine.qr.token);
  const cameraBrowser = await launchWithFakeMedia([`--use-file-for-fake-video-capture=${video}`]);
  try {
    const context = await cameraBrowser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      permissions: ['camera'],
      viewport: { width: 1280, height: 800 },
    });
    const scanner = await context.newPage();
    await recordSignals(scanner);
    await signInPage(scanner, 'collegeToken', await collegeToken(request));
    await scanner.goto('/college/attendance/scan');
    const banner = scanner.getByTestId('scan-banner');
    await expect(banner).toContainText('Marked present: Scanme Tester', { timeout: 30_000 });
    const box = await banner.boundingBox();
    const camera = await scanner.getByLabel('Camera preview').boundingBox();
    expect(box && camera).toBeTruthy();
    expect(box!.y).toBeGreaterThanOrEqual(camera!.y);
    expect(box!.y + box!.height).toBeLessThanOrEqual(Math.min(800, camera!.y + camera!.height));
    expect(await scanner.evaluate(() => window.scrollY)).toBe(0);
    expect(await signalsOf(scanner)).toEqual([
      ['beep', 1320],
      ['vibrate', 120],
    ]);
    await context.close();
  } finally {
    await cameraBrowser.close();
  }

  // the code under the student's QR, typed in by hand: a wrong one is refused out loud, the real one marks
  await recordSignals(college);
  await student.goto('/student/profile/qr');
  const code = (await student.getByTestId('attendance-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
  await college.goto('/college/attendance/scan');
  const field = college.getByLabel('Attendance code');
  const wrong = code.startsWith('Z') ? `Y${code.slice(1)}` : `Z${code.slice(1)}`;
  await field.fill(wrong);
  await college.getByRole('button', { name: 'Submit code' }).click();
  const banner = college.getByTestId('scan-banner');
  await expect(banner).toContainText('This code is invalid or has expired');
  await expect(college.getByRole('button', { name: 'Scan next' })).toBeFocused();
  await college.keyboard.press('Enter');
  await field.fill(code.toLowerCase());
  await college.getByRole('button', { name: 'Submit code' }).click();
  await expect(banner).toContainText('Marked present: Typed Tester');
  expect(await signalsOf(college)).toEqual([
    ['beep', 330],
    ['beep', 330],
    ['vibrate', [120, 80, 120]],
    ['beep', 1320],
    ['vibrate', 120],
  ]);

  expect(await bothSides(student, college, typed)).toEqual({
    studentWord: 'present',
    collegeWord: 'present',
  });
  await student.context().close();
});
