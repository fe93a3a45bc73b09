import { formMessages } from '@placement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';
import { fixtures, type Part, upload } from './test-support';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let asha: string;
let rahul: string;
let free: string;
let staff: string;

interface Student {
  _id: string;
  FirstName: string;
  PhoneNumber: string | null;
  avatar: string | null;
  college: { _id: string; name: string } | null;
  Education: { _id: string; institute: string; media: { _id: string; url: string } | null }[];
  skills: string[];
  links: Record<string, string>;
  CV: { _id: string; name: string; url: string; contentType: string }[];
  personal: Record<string, string | null>;
  completedProfile: boolean;
  profileChecklist: Record<string, boolean>;
}

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  asha = await api.login('student@demo.test', 'Student@123');
  rahul = await api.login('student2@demo.test', 'Student@123');
  free = await api.login('free@demo.test', 'Student@123');
  staff = await api.login('college@demo.test', 'College@123', 'college');
});
afterAll(() => platform.close());

const profile = async (token: string) =>
  (await api.get<{ student: Student }>('/api/student/profile', token)).body.student;

const fetchFile = (url: string, token?: string) =>
  platform.app.inject({ method: 'GET', url, headers: token ? { 'auth-token': token } : {} });

describe('profile routes need a student', () => {
  it('answers 401 without a token and 403 for another role', async () => {
    const routes: ['GET' | 'PUT' | 'POST' | 'DELETE', string][] = [
      ['GET', '/api/student/profile'],
      ['PUT', '/api/student/update'],
      ['PUT', '/api/student/profile/update/personal'],
      ['POST', '/api/student/profile/update/education'],
      ['POST', '/api/student/profile/edit/education'],
      ['POST', '/api/student/profile/update/education/media'],
      ['POST', '/api/student/profile/update/skill'],
      ['POST', '/api/student/profile/update/link'],
      ['POST', '/api/student/profile/update/cv'],
      ['DELETE', '/api/student/profile/cv/abc'],
      ['PUT', '/api/student/profile/update/avatar'],
      ['POST', '/api/student/profile/update/avatar'],
      ['GET', '/api/files/abc'],
    ];
    for (const [method, url] of routes) {
      const reply = await api.call(method, url, method === 'GET' || method === 'DELETE' ? {} : { body: {} });
      expect(reply.status, `${method} ${url}`).toBe(401);
      expect(reply.body.message).toBeTruthy();
      if (url.startsWith('/api/student')) {
        const asStaff = await api.call(method, url, {
          token: staff,
          body: method === 'GET' ? undefined : {},
        });
        expect(asStaff.status, `${method} ${url} as staff`).toBe(403);
      }
    }
  });
});

describe('GET /api/student/profile and PUT /api/student/update', () => {
  it('returns the whole student, without secrets', async () => {
    const reply = await api.get<{ student: Student }>('/api/student/profile', asha);
    expect(reply.status).toBe(200);
    expect(reply.body.student).toMatchObject({
      FirstName: 'Asha',
      LastName: 'Verma',
      Email: 'student@demo.test',
      PhoneNumber: '+91 98765 43210',
      CollegeId: platform.collegeId,
      college: { _id: platform.collegeId, name: 'Demo College' },
      authType: 'default',
      Education: [],
      skills: [],
      CV: [],
      completedProfile: false,
    });
    expect(JSON.stringify(reply.body)).not.toMatch(/password/i);
  });

  it('updates the basic fields and answers with data.college', async () => {
    const reply = await api.put<{ data: { college: unknown; student: Student } }>(
      '/api/student/update',
      { FirstName: '  Asha ', LastName: 'Verma-Rao', PhoneNumber: '+91 90000 00000' },
      asha,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.college).toEqual({ _id: platform.collegeId, name: 'Demo College' });
    expect(reply.body.data.student.FirstName).toBe('Asha');
    expect((await profile(asha)).PhoneNumber).toBe('+91 90000 00000');

    const freeReply = await api.put<{ data: { college: unknown } }>(
      '/api/student/update',
      { LastName: 'Iyer' },
      free,
    );
    expect(freeReply.body.data.college).toBeNull();
  });

  it('refuses bad basic fields with 400 and a message', async () => {
    for (const body of [
      {},
      { Email: 'x@y.z' },
      { FirstName: '' },
      { FirstName: 'x'.repeat(81) },
      { PhoneNumber: 'call me' },
      [],
    ]) {
      const reply = await api.put('/api/student/update', body, asha);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message).toBeTruthy();
    }
    const blank = await api.put('/api/student/update', { FirstName: '   ' }, asha);
    expect(blank.status).toBe(400);
  });
});

describe('personal details, education, skills and links', () => {
  it('merges personal details and validates them', async () => {
    const ok = await api.put<{ student: Student }>(
      '/api/student/profile/update/personal',
      { dateOfBirth: '2003-05-17', gender: 'female', city: 'Pune', about: 'I like graphs' },
      asha,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.student.personal).toMatchObject({ dateOfBirth: '2003-05-17', city: 'Pune', state: null });
    const more = await api.put<{ student: Student }>(
      '/api/student/profile/update/personal',
      { state: 'Maharashtra', about: '' },
      asha,
    );
    expect(more.body.student.personal).toMatchObject({ city: 'Pune', state: 'Maharashtra', about: null });
    for (const body of [
      { dateOfBirth: '2003-02-30' },
      { dateOfBirth: '2999-01-01' },
      { dateOfBirth: 'yesterday' },
      { gender: 'robot' },
      {},
      { religion: 'none' },
      { about: 'x'.repeat(2001) },
    ]) {
      const reply = await api.put('/api/student/profile/update/personal', body, asha);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message).toBeTruthy();
    }
  });

  it('adds, replaces and validates education entries', async () => {
    const added = await api.post<{ student: Student }>(
      '/api/student/profile/update/education',
      {
        institute: 'IIT Bombay',
        degree: 'B.Tech',
        field: 'CSE',
        startYear: 2021,
        endYear: 2025,
        grade: '8.9',
      },
      asha,
    );
    expect(added.status).toBe(200);
    expect(added.body.student.Education).toHaveLength(1);
    const first = added.body.student.Education[0]!;

    const bad = [
      { institute: 'X', degree: 'Y', startYear: 2022, endYear: 2020 },
      { degree: 'Y', startYear: 2022 },
      { institute: 'X', degree: 'Y', startYear: 1800 },
      { institute: 'X', degree: 'Y', startYear: '20x2' },
    ];
    for (const body of bad) {
      const reply = await api.post('/api/student/profile/update/education', body, asha);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message).toBeTruthy();
    }

    const replaced = await api.post<{ student: Student }>(
      '/api/student/profile/edit/education',
      {
        Education: [
          { _id: first._id, institute: 'IIT Bombay', degree: 'B.Tech', startYear: 2021, current: true },
          { institute: 'DPS Pune', degree: 'XII', startYear: 2019, endYear: 2021, grade: '94%' },
        ],
      },
      asha,
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.student.Education.map((e) => e.institute)).toEqual(['IIT Bombay', 'DPS Pune']);
    expect(replaced.body.student.Education[0]!._id).toBe(first._id);

    const duplicate = await api.post(
      '/api/student/profile/edit/education',
      {
        Education: [
          { _id: first._id, institute: 'A', degree: 'B', startYear: 2021 },
          { _id: first._id, institute: 'C', degree: 'D', startYear: 2021 },
        ],
      },
      asha,
    );
    expect(duplicate.status).toBe(400);
    const tooMany = await api.post(
      '/api/student/profile/edit/education',
      { Education: Array.from({ length: 11 }, () => ({ institute: 'A', degree: 'B', startYear: 2021 })) },
      asha,
    );
    expect(tooMany.status).toBe(400);
    expect((await api.post('/api/student/profile/edit/education', { Education: 'x' }, asha)).status).toBe(
      400,
    );
  });

  it('dedupes and caps skills', async () => {
    const reply = await api.post<{ student: Student }>(
      '/api/student/profile/update/skill',
      { skills: ['TypeScript', ' typescript ', 'SQL', 'Machine   Learning', ''] },
      asha,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.student.skills).toEqual(['TypeScript', 'SQL', 'Machine Learning']);
    const many = Array.from({ length: 51 }, (_, i) => `skill ${i}`);
    const capped = await api.post('/api/student/profile/update/skill', { skills: many }, asha);
    expect(capped.status).toBe(400);
    expect(capped.body.message).toMatch(/at most 50/);
    expect((await api.post('/api/student/profile/update/skill', { skills: 'SQL' }, asha)).status).toBe(200);
    expect((await api.post('/api/student/profile/update/skill', {}, asha)).status).toBe(400);
  });

  it('keeps http(s) links only', async () => {
    const ok = await api.post<{ student: Student }>(
      '/api/student/profile/update/link',
      { links: { github: 'https://github.com/asha', linkedin: 'https://www.linkedin.com/in/asha' } },
      asha,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.student.links).toEqual({
      github: 'https://github.com/asha',
      linkedin: 'https://www.linkedin.com/in/asha',
    });
    const removed = await api.post<{ student: Student }>(
      '/api/student/profile/update/link',
      { links: { linkedin: '' } },
      asha,
    );
    expect(removed.body.student.links).toEqual({ github: 'https://github.com/asha' });
    for (const value of ['javascript:alert(1)', 'ftp://x.example/a', 'not a url', 'https://']) {
      const reply = await api.post('/api/student/profile/update/link', { links: { portfolio: value } }, asha);
      expect(reply.status, value).toBe(400);
      expect(reply.body.message).toBeTruthy();
    }
  });
});

describe('uploads', () => {
  it('stores CVs checked by content, and serves them only to the owner and college staff', async () => {
    const reply = await upload(platform.app, 'POST', '/api/student/profile/update/cv', asha, [
      { field: 'file0', filename: 'Asha CV.pdf', contentType: 'application/pdf', data: fixtures.pdf() },
      { field: 'file1', filename: 'cv.docx', data: fixtures.docx() },
    ]);
    expect(reply.status).toBe(200);
    const cv = (reply.body.student as Student).CV;
    expect(cv.map((c) => [c.name, c.contentType])).toEqual([
      ['Asha CV.pdf', 'application/pdf'],
      ['cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ]);
    const url = cv[0]!.url;

    const mine = await fetchFile(url, asha);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toMatch(/^attachment;/);
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await fetchFile(url, staff)).statusCode).toBe(200);
    expect((await fetchFile(url, rahul)).statusCode).toBe(404);
    expect((await fetchFile(url, free)).statusCode).toBe(404);
    expect((await fetchFile(url)).statusCode).toBe(401);
    expect((await fetchFile('/api/files/doesnotexist', asha)).statusCode).toBe(404);

    const removed = await api.call<{ student: Student }>('DELETE', `/api/student/profile/cv/${cv[1]!._id}`, {
      token: asha,
    });
    expect(removed.body.student.CV).toHaveLength(1);
    expect((await fetchFile(cv[1]!.url, asha)).statusCode).toBe(404);
    expect((await api.call('DELETE', `/api/student/profile/cv/${cv[0]!._id}`, { token: rahul })).status).toBe(
      404,
    );
  });

  it('refuses disguised, oversized, missing and malformed CV uploads with 4xx, never 500', async () => {
    const cases: { parts: Part[]; status: number }[] = [
      { parts: [{ field: 'file0', filename: 'cv.pdf', data: fixtures.png() }], status: 400 },
      { parts: [{ field: 'file0', filename: 'cv.pdf', data: fixtures.exe() }], status: 400 },
      { parts: [{ field: 'file0', filename: 'cv.docx', data: fixtures.html() }], status: 400 },
      {
        parts: [{ field: 'file0', filename: 'cv.pdf', data: fixtures.pdf(2 * 1024 * 1024 + 10) }],
        status: 413,
      },
      { parts: [{ field: 'note', data: 'no file here' }], status: 400 },
    ];
    for (const { parts, status } of cases) {
      const reply = await upload(platform.app, 'POST', '/api/student/profile/update/cv', asha, parts);
      expect(reply.status, parts[0]!.filename ?? parts[0]!.field).toBe(status);
      expect(reply.body.message).toBeTruthy();
    }
    const json = await api.post('/api/student/profile/update/cv', { file0: 'x' }, asha);
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('files not selected');
    const torn = await platform.app.inject({
      method: 'POST',
      url: '/api/student/profile/update/cv',
      headers: { 'auth-token': asha, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload:
        '--xyz\r\nContent-Disposition: form-data; name="file0"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc',
    });
    expect(torn.statusCode).toBe(400);
    expect(torn.json().message).toBeTruthy();
    const noBoundary = await platform.app.inject({
      method: 'POST',
      url: '/api/student/profile/update/cv',
      headers: { 'auth-token': asha, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(noBoundary.statusCode).toBe(400);
    const tooMany = await upload(
      platform.app,
      'POST',
      '/api/student/profile/update/cv',
      asha,
      Array.from({ length: 6 }, (_, i) => ({
        field: `file${i}`,
        filename: `${i}.pdf`,
        data: fixtures.pdf(),
      })),
    );
    expect(tooMany.status).toBe(400);
    expect((await profile(asha)).CV).toHaveLength(1);
  });

  it('takes an avatar as a data URL or a multipart file, 50 KB at most, images only', async () => {
    const dataUrl = `data:image/png;base64,${fixtures.png(2000).toString('base64')}`;
    const put = await api.put<{ student: Student }>(
      '/api/student/profile/update/avatar',
      { avatar: dataUrl },
      asha,
    );
    expect(put.status).toBe(200);
    const avatar = put.body.student.avatar!;
    expect(avatar).toMatch(/^\/api\/files\/[a-f0-9]{24}$/);
    const image = await fetchFile(avatar, asha);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // classmates see the avatar (it shows on mail); a student of no college does not
    expect((await fetchFile(avatar, rahul)).statusCode).toBe(200);
    expect((await fetchFile(avatar, free)).statusCode).toBe(404);

    const multipartReply = await upload(platform.app, 'POST', '/api/student/profile/update/avatar', asha, [
      { field: 'avatar', filename: 'me.jpg', contentType: 'image/jpeg', data: fixtures.jpeg(5000) },
    ]);
    expect(multipartReply.status).toBe(200);
    const next = (multipartReply.body.student as Student).avatar!;
    expect(next).not.toBe(avatar);
    expect((await fetchFile(avatar, asha)).statusCode).toBe(404);

    const big = `data:image/png;base64,${fixtures.png(51 * 1024).toString('base64')}`;
    const tooBig = await api.post('/api/student/profile/update/avatar', { avatar: big }, asha);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('request entity too large');
    const hugeBody = await api.post(
      '/api/student/profile/update/avatar',
      { avatar: `data:image/png;base64,${'A'.repeat(1_100_000)}` },
      asha,
    );
    expect(hugeBody.status).toBe(413);
    expect(hugeBody.body.message).toBe('request entity too large');
    const bigFile = await upload(platform.app, 'PUT', '/api/student/profile/update/avatar', asha, [
      { field: 'avatar', filename: 'me.png', data: fixtures.png(60 * 1024) },
    ]);
    expect(bigFile.status).toBe(413);
    expect(bigFile.body.message).toBe('request entity too large');

    for (const body of [
      { avatar: `data:image/png;base64,${fixtures.exe().toString('base64')}` },
      { avatar: `data:text/html;base64,${fixtures.html().toString('base64')}` },
      { avatar: 'https://example.com/me.png' },
      { avatar: 5 },
      {},
    ]) {
      const reply = await api.post('/api/student/profile/update/avatar', body, asha);
      expect(reply.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(reply.body.message).toBeTruthy();
    }
    const disguised = await upload(platform.app, 'POST', '/api/student/profile/update/avatar', asha, [
      { field: 'avatar', filename: 'me.png', contentType: 'image/png', data: fixtures.pdf() },
    ]);
    expect(disguised.status).toBe(400);
    expect((await profile(asha)).avatar).toBe(next);
  });

  it('attaches a marksheet to an education entry, 50 KB at most', async () => {
    const { Education } = await profile(asha);
    const target = Education[1]!;
    const ok = await upload(platform.app, 'POST', '/api/student/profile/update/education/media', asha, [
      { field: 'educationId', data: target._id },
      { field: 'media', filename: 'marks.pdf', data: fixtures.pdf(4000) },
    ]);
    expect(ok.status).toBe(200);
    const media = (ok.body.student as Student).Education[1]!.media!;
    expect(media.url).toMatch(/^\/api\/files\//);
    expect((await fetchFile(media.url, asha)).statusCode).toBe(200);
    expect((await fetchFile(media.url, staff)).statusCode).toBe(200);
    expect((await fetchFile(media.url, rahul)).statusCode).toBe(404);

    const tooBig = await upload(platform.app, 'POST', '/api/student/profile/update/education/media', asha, [
      { field: 'educationId', data: target._id },
      { field: 'media', filename: 'marks.pdf', data: fixtures.pdf(51 * 1024) },
    ]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('request entity too large');
    const wrongType = await upload(
      platform.app,
      'POST',
      '/api/student/profile/update/education/media',
      asha,
      [
        { field: 'educationId', data: target._id },
        { field: 'media', filename: 'marks.pdf', data: fixtures.docx() },
      ],
    );
    expect(wrongType.status).toBe(400);
    const unknown = await upload(platform.app, 'POST', '/api/student/profile/update/education/media', asha, [
      { field: 'educationId', data: 'nope' },
      { field: 'media', filename: 'marks.pdf', data: fixtures.pdf() },
    ]);
    expect(unknown.status).toBe(404);
    const noFile = await upload(platform.app, 'POST', '/api/student/profile/update/education/media', asha, [
      { field: 'educationId', data: target._id },
    ]);
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe('files not selected');
    // another student cannot attach to Asha's entry: the id is looked up in their own profile
    const other = await upload(platform.app, 'POST', '/api/student/profile/update/education/media', rahul, [
      { field: 'educationId', data: target._id },
      { field: 'media', filename: 'marks.pdf', data: fixtures.pdf() },
    ]);
    expect(other.status).toBe(404);
  });

  it('computes completedProfile on the server', async () => {
    const student = await profile(asha);
    expect(student.profileChecklist).toEqual({ personal: true, education: true, skills: true, avatar: true });
    expect(student.completedProfile).toBe(true);
    expect((await profile(rahul)).completedProfile).toBe(false);
  });
});

describe('the profile forms are told in sentences', () => {
  it('answers every broken rule with the sentence the web shows beside the field, never a field path', async () => {
    const cases: [string, 'put' | 'post', Record<string, unknown>, string][] = [
      ['/api/student/update', 'put', { FirstName: '   ' }, formMessages.firstNameRequired],
      ['/api/student/update', 'put', { PhoneNumber: 'call me' }, formMessages.phoneInvalid],
      [
        '/api/student/profile/update/personal',
        'put',
        { dateOfBirth: '2999-01-01' },
        formMessages.dateOfBirthInvalid,
      ],
      [
        '/api/student/profile/update/personal',
        'put',
        { dateOfBirth: '2003-02-30' },
        formMessages.dateOfBirthInvalid,
      ],
      ['/api/student/profile/update/personal', 'put', { pincode: '411 001!' }, formMessages.pincodeInvalid],
      [
        '/api/student/profile/update/education',
        'post',
        { institute: 'X', degree: 'Y', startYear: 2022, endYear: 2020 },
        formMessages.endYearBeforeStart,
      ],
      [
        '/api/student/profile/update/education',
        'post',
        { institute: 'X', degree: 'Y', startYear: 1800 },
        formMessages.yearOutOfRange,
      ],
      [
        '/api/student/profile/update/education',
        'post',
        { institute: '  ', degree: 'Y', startYear: 2020 },
        formMessages.instituteAndDegreeRequired,
      ],
      [
        '/api/student/profile/update/link',
        'post',
        { links: { github: 'ftp://example.com/me' } },
        formMessages.linkNotWeb('GitHub'),
      ],
    ];
    for (const [path, method, body, message] of cases) {
      const reply = await api[method](path, body, asha);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message, JSON.stringify(body)).toBe(message);
    }
    const edit = await api.post(
      '/api/student/profile/edit/education',
      { Education: [{ institute: 'X', degree: 'Y', startYear: 2024, endYear: 2023 }] },
      asha,
    );
    expect(edit.body.message).toBe(formMessages.endYearBeforeStart);
  });
});
