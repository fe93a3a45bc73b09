import { assessments } from '@placement/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let admin: string;
let staff: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  admin = await api.login('admin@demo.test', 'Admin@1234', 'admin');
  staff = await api.login('college@demo.test', 'College@123', 'college');
});
afterAll(() => platform.close());

interface Category {
  _id: string;
  name: string;
}

describe('categories', () => {
  it('lists without a token; creates, renames and deletes with the admin role', async () => {
    const empty = await api.get<{ categories: Category[] }>('/api/admin/category/get');
    expect(empty.status).toBe(200);
    expect(empty.body.categories).toEqual([]);

    const created = await api.post<{ category: Category }>(
      '/api/admin/category',
      { name: ' Aptitude ' },
      admin,
    );
    expect(created.status).toBe(200);
    expect(created.body.category.name).toBe('Aptitude');
    expect((await api.post('/api/admin/category', { name: 'aptitude' }, admin)).status).toBe(409);
    const coding = await api.post<{ category: Category }>('/api/admin/category', { name: 'Coding' }, admin);
    expect((await api.post('/api/admin/category', { name: '' }, admin)).status).toBe(400);

    const list = await api.get<{ categories: Category[] }>('/api/admin/category/get');
    expect(list.body.categories.map((c) => c.name)).toEqual(['Aptitude', 'Coding']);

    const id = created.body.category._id;
    expect((await api.put(`/api/admin/category/${id}`, { name: 'CODING' }, admin)).status).toBe(409);
    const renamed = await api.put<{ category: Category }>(
      `/api/admin/category/${id}`,
      { name: 'Reasoning' },
      admin,
    );
    expect(renamed.body.category).toEqual({ _id: id, name: 'Reasoning' });
    expect((await api.put(`/api/admin/category/${id}`, { name: 'Reasoning' }, admin)).status).toBe(200);
    expect((await api.put('/api/admin/category/nosuchcategory', { name: 'X' }, admin)).status).toBe(404);

    // a category an assessment uses stays
    await platform.app.deps.db.update(assessments).set({ categoryId: coding.body.category._id });
    const used = await api.call('DELETE', `/api/admin/category/${coding.body.category._id}`, {
      token: admin,
    });
    expect(used.status).toBe(409);
    expect(used.body.message).toBe('This category is used by an assessment and cannot be deleted');
    expect((await api.call('DELETE', `/api/admin/category/${id}`, { token: admin })).status).toBe(200);
    expect((await api.call('DELETE', `/api/admin/category/${id}`, { token: admin })).status).toBe(404);
  });
});

describe('shared question topics', () => {
  it('lets the admin write shared topics and questions that colleges read but cannot change', async () => {
    const topic = await api.post<{ topic: { _id: string; shared: boolean } }>(
      '/api/admin/topics',
      { Heading: 'Shared arithmetic', Description: 'For every college', Type: 'mcq' },
      admin,
    );
    expect(topic.status).toBe(200);
    expect(topic.body.topic.shared).toBe(true);
    const topicId = topic.body.topic._id;

    const mcq = {
      level: 'L1',
      Duration: 1,
      Title: '<p>2 + 2?</p><script>alert(1)</script>',
      Options: ['3', '4', '5', '6'],
      answer: 1,
    };
    const question = await api.post<{ question: { _id: string; Title: string } }>(
      `/api/admin/topics/${topicId}/questions`,
      mcq,
      admin,
    );
    expect(question.status).toBe(200);
    expect(question.body.question.Title).toBe('<p>2 + 2?</p>');
    expect(
      (await api.post(`/api/admin/topics/${topicId}/questions`, { ...mcq, answer: 9 }, admin)).status,
    ).toBe(400);
    expect(
      (
        await api.post<{ verification: unknown }>(
          `/api/admin/questions/${question.body.question._id}/verify`,
          {},
          admin,
        )
      ).status,
    ).toBe(400);

    const listed = await api.get<{ topics: { _id: string; totalL1Question: number }[] }>(
      '/api/admin/topics',
      admin,
    );
    expect(listed.body.topics).toEqual([expect.objectContaining({ _id: topicId, totalL1Question: 1 })]);
    const questions = await api.get<{ total: number }>(`/api/admin/topics/${topicId}/questions`, admin);
    expect(questions.body.total).toBe(1);

    const seen = await api.get<{ topics: { _id: string; shared: boolean }[] }>(
      '/api/college/qb/topics',
      staff,
    );
    expect(seen.body.topics.find((t) => t._id === topicId)?.shared).toBe(true);
    expect((await api.post(`/api/college/qb/topics/${topicId}/questions`, mcq, staff)).status).toBe(404);

    // a college's own topic is not the admin's to write
    const own = await api.post<{ topic: { _id: string } }>(
      '/api/college/qb/topics',
      { Heading: 'Private', Description: '', Type: 'mcq' },
      staff,
    );
    expect((await api.post(`/api/admin/topics/${own.body.topic._id}/questions`, mcq, admin)).status).toBe(
      404,
    );
    expect((await api.get(`/api/admin/topics/${own.body.topic._id}/questions`, admin)).status).toBe(404);
  });
});

describe('organisation sign-up and approval', () => {
  const signup = (kind: 'college' | 'company', body: Record<string, unknown>) =>
    api.post<{ organisation: { _id: string; approved: boolean }; message: string }>(
      `/api/${kind}/signup`,
      body,
    );
  const login = (kind: 'college' | 'company', email: string, password: string) =>
    api.post<{ token: string; code: string }>(`/api/${kind}/login`, { Email: email, Password: password });

  it('creates a pending college whose login waits for an admin, then approves and rejects it', async () => {
    const body = {
      organisationName: 'New Institute',
      FirstName: 'Nina',
      LastName: 'Rao',
      Email: 'nina@new.test',
      Password: 'Strong@123',
    };
    expect((await signup('college', { ...body, Password: 'weakpassword' })).status).toBe(400);
    expect((await signup('college', { ...body, Email: 'college@demo.test' })).status).toBe(409);
    const created = await signup('college', body);
    expect(created.status).toBe(200);
    expect(created.body.organisation).toMatchObject({ name: 'New Institute', approved: false });
    expect((await signup('college', body)).status).toBe(409);
    const id = created.body.organisation._id;

    const waiting = await login('college', 'nina@new.test', 'Strong@123');
    expect(waiting.status).toBe(403);
    expect(waiting.body.message).toBe('Your organisation is waiting for approval');
    // a wrong password still says only that
    expect((await login('college', 'nina@new.test', 'Wrong@1234')).body.message).toBe(
      'Invalid Email or Password',
    );

    const pending = await api.get<{
      colleges: { _id: string; status: string; contacts: { Email: string }[] }[];
    }>('/api/admin/organisations?status=pending', admin);
    expect(pending.body.colleges).toEqual([
      expect.objectContaining({
        _id: id,
        status: 'pending',
        contacts: [expect.objectContaining({ Email: 'nina@new.test' })],
      }),
    ]);

    const approved = await api.post<{ organisation: { status: string } }>(
      `/api/admin/colleges/${id}/approve`,
      {},
      admin,
    );
    expect(approved.body.organisation.status).toBe('approved');
    const token = (await login('college', 'nina@new.test', 'Strong@123')).body.token;
    expect((await api.get('/api/college/me', token)).status).toBe(200);

    const rejected = await api.post<{ organisation: { status: string } }>(
      `/api/admin/colleges/${id}/reject`,
      {},
      admin,
    );
    expect(rejected.body.organisation.status).toBe('rejected');
    expect((await api.get('/api/college/me', token)).status).toBe(401);
    expect((await login('college', 'nina@new.test', 'Strong@123')).body.message).toBe(
      'Your organisation was not approved. Please contact support.',
    );
    const rejectedList = await api.get<{ colleges: { _id: string }[]; companies: unknown[] }>(
      '/api/admin/organisations?status=rejected&kind=college',
      admin,
    );
    expect(rejectedList.body.colleges.map((c) => c._id)).toEqual([id]);
    expect(rejectedList.body.companies).toEqual([]);
    expect((await api.post('/api/admin/colleges/nosuchcollege/approve', {}, admin)).status).toBe(404);
  });

  it('does the same for a company', async () => {
    const created = await signup('company', {
      organisationName: 'Initech',
      FirstName: 'Bill',
      Email: 'bill@initech.test',
      Password: 'Strong@123',
    });
    expect(created.status).toBe(200);
    const id = created.body.organisation._id;
    expect((await login('company', 'bill@initech.test', 'Strong@123')).status).toBe(403);
    const all = await api.get<{ companies: { _id: string; status: string }[] }>(
      '/api/admin/organisations',
      admin,
    );
    expect(all.body.companies.find((c) => c._id === id)?.status).toBe('pending');
    expect(all.body.companies.filter((c) => c.status === 'approved').length).toBeGreaterThan(0);
    expect((await api.post(`/api/admin/companies/${id}/approve`, {}, admin)).status).toBe(200);
    const token = (await login('company', 'bill@initech.test', 'Strong@123')).body.token;
    const profile = await api.get<{ company: { basic: { companyName: string }; approved: boolean } }>(
      '/api/company/profile',
      token,
    );
    expect(profile.body.company).toMatchObject({ basic: { companyName: 'Initech' }, approved: true });
    // the same address may sign up a college: accounts are per role
    expect(
      (
        await signup('college', {
          organisationName: 'Initech Academy',
          FirstName: 'Bill',
          Email: 'bill@initech.test',
          Password: 'Strong@123',
        })
      ).status,
    ).toBe(200);
  });
});
