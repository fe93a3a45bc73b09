import ExcelJS from 'exceljs';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let staff: string;
let bomb: Buffer;

/** A real workbook whose shared-strings part holds millions of strings: ~100 KB packed, ~50 MB unpacked. */
async function sharedStringsBomb(count: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Sheet1').addRow(['FirstName', 'LastName', 'Email', 'Batch', 'Approved']);
  const parts = unzipSync(new Uint8Array(await workbook.xlsx.writeBuffer()));
  parts['xl/sharedStrings.xml'] = strToU8(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${count}" uniqueCount="${count}">${'<si><t>a</t></si>'.repeat(count)}</sst>`,
  );
  return Buffer.from(zipSync(parts, { level: 9 }));
}

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  staff = await api.login('college@demo.test', 'College@123', 'college');
  bomb = await sharedStringsBomb(3_000_000);
});
afterAll(() => platform.close());

function upload(url: string, data: Buffer) {
  const boundary = 'BOMBBOUNDARY';
  return platform.app.inject({
    method: 'POST',
    url,
    headers: { 'auth-token': staff, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bomb.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

/** Sends the bomb and, while it is being handled, asks for /api/health; returns both replies and timings. */
async function bombWhileServing(url: string) {
  const started = performance.now();
  const bombed = upload(url, bomb).then((reply) => ({ reply, ms: performance.now() - started }));
  await new Promise((resolve) => setTimeout(resolve, 20));
  const healthStarted = performance.now();
  const health = await platform.app.inject({ method: 'GET', url: '/api/health' });
  const healthMs = performance.now() - healthStarted;
  return { ...(await bombed), health, healthMs };
}

async function codingQuestion() {
  const topic = await api.post<{ topic: { _id: string } }>(
    '/api/college/qb/topics',
    { Heading: `Bomb ${Math.random()}`, Description: 'd', Type: 'compiler' },
    staff,
  );
  const added = await api.post<{ question: { _id: string } }>(
    `/api/college/qb/topics/${topic.body.topic._id}/questions`,
    {
      level: 'L1',
      Duration: 10,
      codeQuestion: '<p>Echo.</p>',
      code: { Python: { defaultCode: '' } },
      testcases: [{ input: '1\n', isHidden: false }],
      timeLimitMs: 2000,
      memoryLimitMb: 128,
      referenceSolution: { language: 'Python', code: 'print(input())\n' },
    },
    staff,
  );
  expect(added.status, added.body.message).toBe(200);
  return added.body.question._id;
}

describe('a spreadsheet zip bomb', () => {
  it('is refused with a 400 on every import route while the server keeps answering', async () => {
    expect(bomb.length).toBeLessThan(400 * 1024);
    const topic = await api.post<{ topic: { _id: string } }>(
      '/api/college/qb/topics',
      { Heading: `Bomb mcq ${Math.random()}`, Description: 'd', Type: 'mcq' },
      staff,
    );
    const urls = [
      `/api/college/qb/topics/${topic.body.topic._id}/import`,
      `/api/college/qb/questions/${await codingQuestion()}/testcases/import`,
      '/api/college/students/invite/bulk',
    ];
    for (const url of urls) {
      const { reply, ms, health, healthMs } = await bombWhileServing(url);
      expect(reply.statusCode, url).toBe(400);
      expect(reply.json().message, url).toBe(
        'The workbook unpacks to more than 20 MB; split it into smaller files',
      );
      expect(ms, url).toBeLessThan(1500);
      expect(health.statusCode).toBe(200);
      expect(healthMs, url).toBeLessThan(500);
    }
  });
});
