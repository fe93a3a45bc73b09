import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { launchWithFakeMedia } from './support/fixtures';
import { collegeToken, expect, ok, signInPage, studentToken, test } from './support/portal2';

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
  const file = join(tmpdir(), `portal2-qr-${Date.now()}.y4m`);
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
