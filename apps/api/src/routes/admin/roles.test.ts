import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client';
import { otherCollege } from '../../test/colleges';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

/**
 * Every route of the college portal II, the company portal and the admin portal, called by every actor
 * that may not call it: the anonymous get 401, a signed-in user of another role 403. Happy paths and the
 * cross-tenant cases (staff of another college, another company) live beside each route's own tests.
 */

type Who = 'student' | 'college' | 'company' | 'admin';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
const tokens = {} as Record<Who | 'free' | 'otherStaff', string>;
const X = 'aaaaaaaaaaaaaaaaaaaaaaaa';

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  const other = await otherCollege(platform.app);
  tokens.student = await api.login('student@demo.test', 'Student@123');
  tokens.free = await api.login('free@demo.test', 'Student@123');
  tokens.college = await api.login('college@demo.test', 'College@123', 'college');
  tokens.otherStaff = await api.login(other.email, other.password, 'college');
  tokens.company = await api.login('company@demo.test', 'Company@123', 'company');
  tokens.admin = await api.login('admin@demo.test', 'Admin@1234', 'admin');
});
afterAll(() => platform.close());

const routes = (collegeId: string): [Method, string, Who][] => [
  ['GET', '/api/student/dashboard/placement', 'student'],
  ['POST', `/api/student/jobs/${X}/apply`, 'student'],
  ['GET', '/api/student/applications', 'student'],
  ['POST', '/api/student/inbox/events/ticket', 'student'],
  ['GET', '/api/student/inbox/events', 'student'],

  ['GET', '/api/college/inbox/Mail', 'college'],
  ['POST', '/api/college/inbox/search', 'college'],
  ['GET', `/api/college/inbox/mail/${X}`, 'college'],
  ['POST', '/api/college/inbox/reply', 'college'],
  ['POST', '/api/college/inbox/file', 'college'],
  ['POST', '/api/college/inbox/sendMail/college', 'college'],
  ['DELETE', `/api/college/inbox/delete/${X}`, 'college'],
  ['POST', `/api/college/inbox/bookmark/${X}`, 'college'],
  ['DELETE', `/api/college/inbox/bookmark/${X}`, 'college'],
  ['PUT', `/api/college/inbox/seen/${X}`, 'college'],
  ['POST', '/api/college/inbox/events/ticket', 'college'],
  ['GET', '/api/college/inbox/events', 'college'],
  ['GET', `/api/college/dashboard/companies/${collegeId}`, 'college'],
  ['GET', `/api/college/dashboard/companies/new/${collegeId}`, 'college'],
  ['GET', `/api/college/dashboard/jobs/${collegeId}`, 'college'],
  ['POST', '/api/college/dashboard/placed/students', 'college'],
  ['POST', '/api/college/placements', 'college'],
  ['GET', '/api/college/placements', 'college'],
  ['DELETE', `/api/college/placements/${X}`, 'college'],
  ['POST', '/api/college/attendance/assignments', 'college'],
  ['GET', '/api/college/attendance/assignments', 'college'],
  ['DELETE', `/api/college/attendance/assignments/${X}`, 'college'],
  ['POST', '/api/college/attendance/scan', 'college'],
  ['GET', '/api/college/attendance', 'college'],
  ['GET', '/api/college/attendance/export', 'college'],

  ['GET', '/api/company/profile', 'company'],
  ['PUT', '/api/company/profile', 'company'],
  ['POST', '/api/company/profile/logo', 'company'],
  ['GET', '/api/company/colleges', 'company'],
  ['GET', '/api/company/jobs', 'company'],
  ['POST', '/api/company/jobs', 'company'],
  ['GET', `/api/company/jobs/${X}/details`, 'company'],
  ['PUT', `/api/company/jobs/${X}`, 'company'],
  ['DELETE', `/api/company/jobs/${X}`, 'company'],
  ['GET', `/api/company/jobs/${X}/applications`, 'company'],
  ['PUT', `/api/company/applications/${X}`, 'company'],

  ['POST', '/api/admin/category', 'admin'],
  ['PUT', `/api/admin/category/${X}`, 'admin'],
  ['DELETE', `/api/admin/category/${X}`, 'admin'],
  ['GET', '/api/admin/topics', 'admin'],
  ['POST', '/api/admin/topics', 'admin'],
  ['GET', `/api/admin/topics/${X}/questions`, 'admin'],
  ['POST', `/api/admin/topics/${X}/questions`, 'admin'],
  ['POST', `/api/admin/questions/${X}/verify`, 'admin'],
  ['GET', '/api/admin/organisations', 'admin'],
  ['POST', `/api/admin/colleges/${X}/approve`, 'admin'],
  ['POST', `/api/admin/colleges/${X}/reject`, 'admin'],
  ['POST', `/api/admin/companies/${X}/approve`, 'admin'],
  ['POST', `/api/admin/companies/${X}/reject`, 'admin'],
];

const call = (method: Method, url: string, token?: string) =>
  api.call(method, url, { token, ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }) });

describe('each portal is reached only by its own role', () => {
  it('refuses the anonymous with 401 and every other role with 403', async () => {
    const wrong: string[] = [];
    for (const [method, url, role] of routes(platform.collegeId)) {
      const anonymous = await call(method, url);
      if (anonymous.status !== 401) wrong.push(`${method} ${url} anonymous → ${anonymous.status}`);
      for (const who of ['student', 'college', 'company', 'admin'] as const) {
        if (who === role) continue;
        const reply = await call(method, url, tokens[who]);
        if (reply.status !== 403) wrong.push(`${method} ${url} ${who} → ${reply.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps the student portal II from a student of no college where it is college business', async () => {
    expect((await call('POST', `/api/student/jobs/${X}/apply`, tokens.free)).status).toBe(403);
    expect((await call('POST', '/api/student/inbox/events/ticket', tokens.free)).status).toBe(403);
    expect((await call('GET', '/api/student/applications', tokens.free)).status).toBe(200);
    expect((await call('GET', '/api/student/dashboard/placement', tokens.free)).status).toBe(200);
  });

  it("refuses staff of another college this college's dashboard with 403", async () => {
    for (const path of ['companies', 'companies/new', 'jobs']) {
      const url = `/api/college/dashboard/${path}/${platform.collegeId}`;
      expect((await call('GET', url, tokens.otherStaff)).status).toBe(403);
      expect((await call('GET', url, tokens.college)).status).toBe(200);
    }
  });

  it('leaves the public routes public', async () => {
    expect((await call('GET', '/api/admin/category/get')).status).toBe(200);
    expect((await call('GET', `/api/company/${X}/logo`)).status).toBe(404);
    expect((await call('POST', '/api/college/signup')).status).toBe(400);
    expect((await call('POST', '/api/company/signup')).status).toBe(400);
  });
});
