import type { SimilarityPairReply, SimilarityReply } from '@placement/contract';
import {
  INDEPENDENT_BUILTINS,
  INDEPENDENT_SORTED,
  ORIGINAL,
  REFERENCE,
  RENAMED_COPY,
  STARTER,
} from '@placement/similarity/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainSimilarityQueue, queueEndedAssessments } from '../../services/results/similarity/run';
import { client } from '../../test/client';
import { otherCollege } from '../../test/colleges';
import { startTestPlatform, type TestPlatform } from '../../test/harness';
import { seedCodingAssessment } from '../../test/similarity';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let staff: string;

const seeded = [
  { name: 'Asha', code: ORIGINAL },
  { name: 'Bala', code: RENAMED_COPY },
  { name: 'Chitra', code: INDEPENDENT_BUILTINS },
  { name: 'Dev', code: INDEPENDENT_SORTED },
  // handed in the starter code untouched
  { name: 'Esha', code: STARTER },
  { name: 'Farid', code: STARTER },
  // handed in the reference solution
  { name: 'Gita', code: REFERENCE },
  { name: 'Hari', code: REFERENCE },
];

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  staff = await api.login('college@demo.test', 'College@123', 'college');
});
afterAll(() => platform.close());

const names = (pairs: SimilarityReply['pairs']) =>
  pairs.map((p) => [p.left.name, p.right.name].sort().join('+'));

describe('code similarity of an assessment', () => {
  it('finds the renamed copy, and leaves independent solutions, starter code and the reference out', async () => {
    const { assessmentId, attemptOf } = await seedCodingAssessment(platform.app, platform.collegeId, {
      starter: STARTER,
      reference: REFERENCE,
      codes: seeded,
    });
    const before = await api.get<SimilarityReply>(
      `/api/college/assessments/${assessmentId}/similarity`,
      staff,
    );
    expect(before.body.run.status).toBe('none');

    const start = await api.post<{ run: { status: string } }>(
      `/api/college/assessments/${assessmentId}/similarity`,
      {},
      staff,
    );
    expect(start.status).toBe(202);
    expect(start.body.run.status).toBe('queued');
    await drainSimilarityQueue(platform.app);

    const listed = await api.get<SimilarityReply>(
      `/api/college/assessments/${assessmentId}/similarity`,
      staff,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.run).toMatchObject({ status: 'done', submissions: seeded.length });
    expect(listed.body.threshold).toBe(0.6);
    expect(names(listed.body.pairs)).toEqual(['Asha+Bala']);
    const [copied] = listed.body.pairs;
    expect(copied!.similarity).toBeGreaterThan(0.9);
    expect(copied!.longestLines).toBeGreaterThanOrEqual(8);
    expect(copied).toMatchObject({ language: 'py', topic: 'Similarity coding' });
    expect(copied!.question).toBe('Print the largest value and how often it occurs.');

    // at the lowest threshold the independent solutions show, with little in common; boilerplate still not
    const low = await api.get<SimilarityReply>(
      `/api/college/assessments/${assessmentId}/similarity?threshold=0.1`,
      staff,
    );
    const lowNames = names(low.body.pairs);
    expect(lowNames[0]).toBe('Asha+Bala');
    for (const pair of low.body.pairs.slice(1)) expect(pair.similarity).toBeLessThan(0.3);
    expect(lowNames).not.toContain('Esha+Farid');
    expect(lowNames).not.toContain('Gita+Hari');

    const detail = await api.get<SimilarityPairReply>(
      `/api/college/assessments/${assessmentId}/similarity/pairs/${copied!._id}`,
      staff,
    );
    expect(detail.status).toBe(200);
    const { pair } = detail.body;
    const codeOf = { Asha: ORIGINAL, Bala: RENAMED_COPY } as Record<string, string>;
    expect(pair.left.code).toBe(codeOf[pair.left.name]);
    expect(pair.right.code).toBe(codeOf[pair.right.name]);
    const lines = (code: string, span: { startRow: number; endRow: number }) =>
      code
        .split('\n')
        .slice(span.startRow, span.endRow + 1)
        .join('\n');
    const longest = pair.fragments.reduce((a, b) => (b.length > a.length ? b : a));
    expect(lines(pair.left.code, longest.left)).toMatch(
      pair.left.name === 'Asha' ? /best = value/ : /top = item/,
    );
    expect(lines(pair.right.code, longest.right)).toMatch(
      pair.right.name === 'Asha' ? /best = value/ : /top = item/,
    );

    const results = await api.get<{ results: { attemptId: string; highestSimilarity: number | null }[] }>(
      `/api/college/assessments/${assessmentId}/results`,
      staff,
    );
    const highest = new Map(results.body.results.map((r) => [r.attemptId, r.highestSimilarity]));
    expect(highest.get(attemptOf.get('Asha')!)).toBeGreaterThan(0.9);
    expect(highest.get(attemptOf.get('Bala')!)).toBeGreaterThan(0.9);
    expect(highest.get(attemptOf.get('Chitra')!)).toBeLessThan(0.3);
    expect(highest.get(attemptOf.get('Esha')!)).toBe(0);
    expect(highest.get(attemptOf.get('Gita')!)).toBe(0);
  });

  it('runs by itself once the assessment has ended, and not while it is open', async () => {
    const ended = await seedCodingAssessment(platform.app, platform.collegeId, {
      starter: STARTER,
      reference: REFERENCE,
      codes: seeded.slice(0, 2),
      endDate: new Date(Date.now() - 60 * 60_000),
    });
    const open = await seedCodingAssessment(platform.app, platform.collegeId, {
      starter: STARTER,
      reference: REFERENCE,
      codes: seeded.slice(0, 2),
      endDate: new Date(Date.now() + 60 * 60_000),
    });
    const results = await api.get<{ results: { highestSimilarity: number | null }[] }>(
      `/api/college/assessments/${ended.assessmentId}/results`,
      staff,
    );
    expect(results.body.results.map((r) => r.highestSimilarity)).toEqual([null, null]);

    await queueEndedAssessments(platform.app);
    await drainSimilarityQueue(platform.app);

    const done = await api.get<SimilarityReply>(
      `/api/college/assessments/${ended.assessmentId}/similarity`,
      staff,
    );
    expect(done.body.run.status).toBe('done');
    expect(names(done.body.pairs)).toEqual(['Asha+Bala']);
    const waiting = await api.get<SimilarityReply>(
      `/api/college/assessments/${open.assessmentId}/similarity`,
      staff,
    );
    expect(waiting.body.run.status).toBe('none');
  });

  it('is the assessment’s own college’s only: another college and students are refused', async () => {
    const { assessmentId } = await seedCodingAssessment(platform.app, platform.collegeId, {
      starter: STARTER,
      reference: REFERENCE,
      codes: seeded.slice(0, 2),
    });
    await api.post(`/api/college/assessments/${assessmentId}/similarity`, {}, staff);
    await drainSimilarityQueue(platform.app);
    const list = await api.get<SimilarityReply>(`/api/college/assessments/${assessmentId}/similarity`, staff);
    const pairUrl = `/api/college/assessments/${assessmentId}/similarity/pairs/${list.body.pairs[0]!._id}`;

    const other = await otherCollege(platform.app);
    const otherStaff = await api.login(other.email, other.password, 'college');
    const student = await api.login('student@demo.test', 'Student@123');
    for (const [token, status] of [
      [otherStaff, 404],
      [student, 403],
      [undefined, 401],
    ] as const) {
      expect((await api.get(`/api/college/assessments/${assessmentId}/similarity`, token)).status).toBe(
        status,
      );
      expect((await api.get(pairUrl, token)).status).toBe(status);
      expect((await api.post(`/api/college/assessments/${assessmentId}/similarity`, {}, token)).status).toBe(
        status,
      );
    }
    const foreignPair = await api.get(
      `/api/college/assessments/${assessmentId}x/similarity/pairs/${list.body.pairs[0]!._id}`,
      staff,
    );
    expect(foreignPair.status).toBe(404);
  });

  it('refuses a threshold outside 0.1 to 1 with a message', async () => {
    const { assessmentId } = await seedCodingAssessment(platform.app, platform.collegeId, {
      starter: STARTER,
      reference: REFERENCE,
      codes: [],
    });
    for (const threshold of ['2', '0', 'abc']) {
      const reply = await api.get(
        `/api/college/assessments/${assessmentId}/similarity?threshold=${threshold}`,
        staff,
      );
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(/threshold/);
    }
  });
});
