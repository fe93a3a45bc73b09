import jsQR from 'jsqr';
import { expect, expectNoSeriousAxe, test, useToken } from './support/portal';

type AttendanceReply = {
  companies: { companyId: { basic: { companyName: string } }; Slot: number; slotTime: string }[];
  attendance: { marked: boolean; status: string };
  qr: { token: string };
};

function claims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

test('the QR page shows the drive cards, today’s status and a QR code of the token the server issued', async ({
  page,
  request,
}) => {
  const token = process.env.E2E_STUDENT_TOKEN ?? '';
  await useToken(page, token);
  const issued = page.waitForResponse(
    (r) => r.url().includes('/api/student/profile/attendance') && r.request().method() === 'GET',
  );
  await page.goto('/student/profile/qr');
  const reply = (await (await issued).json()) as AttendanceReply;

  await expect(page.getByRole('heading', { name: 'Your Attendance QR Code' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Assigned companies' }).getByRole('listitem');
  await expect(cards).toHaveCount(reply.companies.length);
  expect(reply.companies.length).toBeGreaterThanOrEqual(2);
  for (const c of reply.companies) {
    await expect(cards.filter({ hasText: c.companyId.basic.companyName })).toContainText(c.slotTime);
  }
  const status = page.getByRole('region', { name: "Today's Status" });
  await expect(status).toContainText(reply.attendance.marked ? 'Marked' : 'Not Marked');
  await expect(status).toContainText(reply.attendance.status === 'present' ? 'present' : 'Pending');
  await expect(page.getByRole('button', { name: 'Get Scanned' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'QR' }),
  ).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => localStorage.getItem('StudentSide'))).toBe('QR');

  // 200 px, and it decodes to exactly the token in the reply the page received.
  const qr = page.getByTestId('attendance-qr');
  const box = await qr.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(200);
  // the pixels the page drew on the canvas
  const pixels = await qr.evaluate((canvas) => {
    const c = canvas as HTMLCanvasElement;
    const image = c.getContext('2d')?.getImageData(0, 0, c.width, c.height);
    return { width: c.width, height: c.height, data: Array.from(image?.data ?? []) };
  });
  const decoded = jsQR(new Uint8ClampedArray(pixels.data), pixels.width, pixels.height);
  expect(decoded?.data).toBe(reply.qr.token);

  // A fresh token from the server names the same student for today.
  const again = await request.get('/api/student/profile/attendance', { headers: { 'auth-token': token } });
  const fresh = ((await again.json()) as AttendanceReply).qr.token;
  expect(claims(fresh).sub).toBe(claims(reply.qr.token).sub);
  expect(claims(fresh).day).toBe(claims(reply.qr.token).day);
  const me = await request.get('/api/student/me', { headers: { 'auth-token': token } });
  expect(claims(reply.qr.token).sub).toBe(((await me.json()) as { student: { _id: string } }).student._id);

  await expectNoSeriousAxe(page);
});
