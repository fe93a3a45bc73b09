import { assessments, questions } from '@placement/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ADAPTIVE } from '../demo/assessments';
import type { Bundle } from '../services/attempts/bundle';
import { cloneAssessment, storedQuestion } from '../test/assessments';
import { client } from '../test/client';
import { startTestPlatform, type TestPlatform } from '../test/harness';
import { BundleCache } from './bundle-cache';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let student: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  student = await api.login('student@demo.test', 'Student@123');
});
afterAll(() => platform.close());

interface Overview {
  assessment: { totalTime: number };
}
interface Start {
  resumed: boolean;
  firstQuestion: { question: { _id: string; Title: string } };
}

describe('the cached assessment follows the database', () => {
  it('a change written by another process (or by hand) reaches the students within moments', async () => {
    const test = await cloneAssessment(platform.app, DEMO_ADAPTIVE, { totalTime: 30 });
    const before = await api.get<Overview>(`/api/student/test/${test.id}`, student);
    expect(before.body.assessment.totalTime).toBe(30);
    // the statements below bypass this process's own forgetting: only the database's notice can tell it
    await platform.app.deps.db.update(assessments).set({ totalTime: 45 }).where(eq(assessments.id, test.id));
    await vi.waitFor(
      async () => {
        const after = await api.get<Overview>(`/api/student/test/${test.id}`, student);
        expect(after.body.assessment.totalTime).toBe(45);
      },
      { timeout: 3000, interval: 50 },
    );

    const start = await api.post<Start>(`/api/student/test/start/${test.id}`, {}, student);
    const questionId = start.body.firstQuestion.question._id;
    const stored = await storedQuestion(platform.app, questionId);
    await platform.app.deps.db
      .update(questions)
      .set({ body: { ...stored.body, Title: '<p>Edited while cached</p>' } })
      .where(eq(questions.id, questionId));
    await vi.waitFor(
      async () => {
        const resumed = await api.post<Start>(`/api/student/test/start/${test.id}`, {}, student);
        expect(resumed.body.resumed).toBe(true);
        expect(resumed.body.firstQuestion.question.Title).toBe('<p>Edited while cached</p>');
      },
      { timeout: 3000, interval: 50 },
    );
  });
});

describe('BundleCache', () => {
  const bundle = (id: string, questionIds: string[]) =>
    ({
      assessment: { id, status: 'published' },
      topics: [{ id: `${id}-topic` }],
      questions: new Map(questionIds.map((q) => [q, {}])),
    }) as unknown as Bundle;

  it('simultaneous misses share one read, and later ones read nothing', async () => {
    const cache = new BundleCache();
    let reads = 0;
    const load = async () => {
      reads++;
      return bundle('a', ['q1']);
    };
    const got = await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)]);
    expect(reads).toBe(1);
    expect(await cache.get('a', load)).toBe(got[0]);
    expect(reads).toBe(1);
  });

  const counting = () => {
    const counter = {
      reads: 0,
      load: (b: Bundle) => async () => {
        counter.reads++;
        return b;
      },
    };
    return counter;
  };

  it('a change to one question drops the bundles built from it, and no other', async () => {
    const cache = new BundleCache();
    await cache.get('a', async () => bundle('a', ['q1', 'q2']));
    await cache.get('b', async () => bundle('b', ['q3']));
    cache.forget('q2');
    const counter = counting();
    await cache.get('a', counter.load(bundle('a', ['q1', 'q2'])));
    await cache.get('b', counter.load(bundle('b', ['q3'])));
    expect(counter.reads).toBe(1);
  });

  it('does not keep what a read saw before a change that arrived while it was reading', async () => {
    const cache = new BundleCache();
    let release: () => void = () => {};
    const slow = cache.get(
      'a',
      () => new Promise<Bundle>((resolve) => (release = () => resolve(bundle('a', ['q1'])))),
    );
    cache.forget('q1');
    release();
    await slow;
    const counter = counting();
    await cache.get('a', counter.load(bundle('a', ['q1'])));
    expect(counter.reads).toBe(1);
  });
});
