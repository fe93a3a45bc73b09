import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let student: string;
let staff: string;
let company: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  student = await api.login('student@demo.test', 'Student@123');
  staff = await api.login('college@demo.test', 'College@123', 'college');
  company = await api.login('company@demo.test', 'Company@123', 'company');
});
afterAll(() => platform.close());

const BROKEN = [
  'Eve\r\nBcc: all@uni.test',
  'Eve\nMallory',
  'Eve\tTab',
  'Eve\u0007',
  'Eve\u2028Line',
  'Eve\u0085',
];
// Text-direction overrides and isolates (U+202A-U+202E, U+2066-U+2069) make a name read differently from what it
// holds: "Eve\u202Egnp.exe" shows as "Eveexe.png" in a list, a mail header or an export.
const BIDI = [
  'Eve\u202Egnp.exe',
  '\u202AEve',
  'Eve\u202B',
  'Eve\u202C',
  'Eve\u202D',
  '\u2066Eve\u2069',
  'Eve\u2067',
  'Eve\u2068',
];
const MESSAGE =
  /must be one line of text without line breaks, control characters or text-direction overrides/;

describe('name fields are one line of text', () => {
  it('refuses a student, staff or organisation name with a line break, control character or direction override, with a 400 that says why', async () => {
    const person = { Email: 'eve@demo.test', Password: 'Strong@123' };
    const org = {
      organisationName: 'Eve Institute',
      FirstName: 'Eve',
      Email: 'eve@org.test',
      Password: 'Strong@123',
    };
    const cases: [string, string, Record<string, unknown>, string | undefined][] = [];
    for (const name of [...BROKEN, ...BIDI]) {
      cases.push(
        ['POST', '/api/student/internx-student-register', { ...person, FirstName: name }, undefined],
        [
          'POST',
          '/api/student/internx-student-register',
          { ...person, FirstName: 'Eve', LastName: name },
          undefined,
        ],
        ['PUT', '/api/student/update', { FirstName: name }, student],
        ['PUT', '/api/student/update', { LastName: name }, student],
        ['POST', '/api/college/students/invite', { Email: 'eve@uni.test', FirstName: name }, staff],
        ['POST', '/api/college/students/invite', { Email: 'eve@uni.test', LastName: name }, staff],
        ['POST', '/api/college/signup', { ...org, FirstName: name }, undefined],
        ['POST', '/api/company/signup', { ...org, LastName: name }, undefined],
        ['POST', '/api/college/signup', { ...org, organisationName: name }, undefined],
        ['PUT', '/api/company/profile', { basic: { companyName: name } }, company],
      );
    }
    const failures: string[] = [];
    for (const [method, url, body, token] of cases) {
      const reply = await api.call(method as 'POST', url, { body, token });
      if (reply.status !== 400 || !MESSAGE.test(reply.body.message ?? ''))
        failures.push(`${method} ${url} ${JSON.stringify(body)} → ${reply.status} ${reply.body.message}`);
    }
    expect(failures).toEqual([]);
  });

  it('still takes names with accents, apostrophes, hyphens and inner spaces', async () => {
    const reply = await api.put(
      '/api/student/update',
      { FirstName: "Zoë-Anne D'Souza", LastName: 'Núñez' },
      student,
    );
    expect(reply.status).toBe(200);
  });

  it('reports a bulk invite row whose name has a line break or a direction override', async () => {
    const boundary = 'NBOUNDARY';
    const csv =
      'FirstName,LastName,Email,Batch,Approved\n"Eve\nMallory",One,e1@uni.test,2026,true\nEve,\u202Eenoynam,e2@uni.test,2026,true\n';
    const reply = await platform.app.inject({
      method: 'POST',
      url: '/api/college/students/invite/bulk',
      headers: { 'auth-token': staff, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    });
    const body = reply.json() as { success: boolean; errors: { row: number; message: string }[] };
    expect(body.success).toBe(false);
    expect(body.errors.map((e) => e.message)).toEqual([
      expect.stringMatching(/^FirstName must be one line of text/),
      expect.stringMatching(
        /^LastName must be one line of text without line breaks, control characters or text-direction overrides/,
      ),
    ]);
  });
});
