import type { LiveBoardReply } from '@placement/contract';
import { invigilatorAssignments } from '@placement/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { DEMO_LINEAR } from '../../demo/assessments';
import { BoardSignals } from '../../services/live/board-signals';
import { LiveEvents, type LiveTransport } from '../../services/live-events/live-events';
import { cloneAssessment, userId } from '../../test/assessments';
import { client } from '../../test/client';
import { otherCollege } from '../../test/colleges';
import { readStream, type Stream } from '../../test/event-stream';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let base: string;
let staff: string;
let otherStaff: string;
let invigilator: string;
let asha: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  const other = await otherCollege(platform.app);
  staff = await api.login('college@demo.test', 'College@123', 'college');
  otherStaff = await api.login(other.email, other.password, 'college');
  invigilator = await api.login('invigilator@demo.test', 'Invigilator@123', 'invigilator');
  asha = await api.login('student@demo.test', 'Student@123');
  base = await platform.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => platform.close());

const eventsPath = (id: string) => `/api/college/assessments/${id}/live/events`;
const ticketOf = async (id: string, token: string) =>
  (await api.post<{ ticket: string }>(`${eventsPath(id)}/ticket`, {}, token)).body.ticket;
const byTicket = async (id: string, token: string, at = base) =>
  readStream(at, `${eventsPath(id)}?ticket=${encodeURIComponent(await ticketOf(id, token))}`);

const isReady = (e: { event: string }) => e.event === 'ready';
const boardEvents = (stream: Stream) =>
  stream.events.filter((e) => e.event === 'message' && JSON.parse(e.data).type === 'board');

/** Waits up to `ms` for one more board event than `seen`; the event carries nothing but its type. */
async function nextBoardEvent(stream: Stream, seen: number, ms = 2000): Promise<boolean> {
  const arrived = await stream.waitFor(() => boardEvents(stream).length > seen, ms);
  if (arrived) expect(boardEvents(stream).map((e) => JSON.parse(e.data))).toContainEqual({ type: 'board' });
  return arrived;
}

/** Lets a burst settle (the flush is every 500 ms), then returns how many board events the stream has. */
async function settled(stream: Stream): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 700));
  return boardEvents(stream).length;
}

async function startAs(token: string, testId: string) {
  return api.post<{ attemptId: string; firstQuestion: { question: { _id: string } } }>(
    `/api/student/test/start/${testId}?adaptive=false`,
    {},
    token,
  );
}

describe('live board events: who may listen', () => {
  it('lets in the college and an assigned invigilator; refuses students, other colleges and unassigned invigilators', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    const path = eventsPath(test.id);
    // the stream and its ticket, by header (refusals go through inject, so no socket lingers)
    expect((await api.get(path)).status).toBe(401);
    expect((await api.post(`${path}/ticket`, {})).status).toBe(401);
    for (const route of [path, `${path}/ticket`]) {
      const call = (token: string) => (route === path ? api.get(route, token) : api.post(route, {}, token));
      expect((await call(asha)).status).toBe(403);
      expect((await call(otherStaff)).status).toBe(404);
      // the demo invigilator is not assigned to this copy of the test
      expect((await call(invigilator)).status).toBe(404);
    }

    await platform.app.deps.db.insert(invigilatorAssignments).values({
      assessmentId: test.id,
      invigilatorId: await userId(platform.app, 'invigilator@demo.test'),
    });
    const watching = await readStream(base, path, { 'auth-token': invigilator });
    const staffStream = await byTicket(test.id, staff);
    try {
      expect(watching.status).toBe(200);
      expect(watching.contentType).toMatch(/^text\/event-stream/);
      expect(await watching.waitFor(isReady)).toBe(true);
      expect(staffStream.status).toBe(200);
      expect(await staffStream.waitFor(isReady)).toBe(true);
    } finally {
      watching.close();
      staffStream.close();
    }

    // a ticket opens the stream it was issued for only: not another test's, not the inbox's, not twice
    const other = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    const forOther = await ticketOf(other.id, staff);
    expect((await api.get(`${path}?ticket=${encodeURIComponent(forOther)}`)).status).toBe(401);
    const inbox = (await api.post<{ ticket: string }>('/api/college/inbox/events/ticket', {}, staff)).body
      .ticket;
    expect((await api.get(`${path}?ticket=${encodeURIComponent(inbox)}`)).status).toBe(401);
    const board = await ticketOf(test.id, staff);
    expect((await api.get(`/api/college/inbox/events?ticket=${encodeURIComponent(board)}`)).status).toBe(401);
  });
});

describe('live board events: delivery', () => {
  it("tells the test's board within 2 s of a start, an answer, a proctoring step and a pause; another test's hears none", async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    const quiet = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    const stream = await byTicket(test.id, staff);
    const elsewhere = await byTicket(quiet.id, staff);
    try {
      expect(await stream.waitFor(isReady)).toBe(true);
      expect(await elsewhere.waitFor(isReady)).toBe(true);

      const started = await startAs(asha, test.id);
      expect(started.status).toBe(200);
      expect(await nextBoardEvent(stream, 0)).toBe(true);

      let seen = await settled(stream);
      const saved = await api.post(
        `/api/student/test/response/non-adaptive/${test.id}`,
        { response: 0, questionId: started.body.firstQuestion.question._id },
        asha,
      );
      expect(saved.status).toBe(200);
      expect(await nextBoardEvent(stream, seen)).toBe(true);

      seen = await settled(stream);
      expect(
        (await api.post(`/api/student/test/${test.id}/event`, { type: 'tab_switch' }, asha)).status,
      ).toBe(200);
      expect(await nextBoardEvent(stream, seen)).toBe(true);

      seen = await settled(stream);
      const row = (await api.get<LiveBoardReply>(`/api/college/assessments/${test.id}/live`, staff)).body
        .rows[0]!;
      const paused = await api.post<{ done: number }>(
        `/api/college/assessments/${test.id}/live/pause`,
        { students: [{ studentId: row.studentId, version: row.version }] },
        staff,
      );
      expect(paused.body.done).toBe(1);
      expect(await nextBoardEvent(stream, seen)).toBe(true);

      // the page heard again after a silence (its last probe 20 s ago, as presence would have it)
      seen = await settled(stream);
      platform.app.presence.heard(started.body.attemptId, row.studentId, Date.now() - 20_000);
      await platform.app.inject({
        method: 'GET',
        url: `/api/ping?attempt=${started.body.attemptId}&test=${test.id}`,
        headers: { 'auth-token': asha },
      });
      expect(await nextBoardEvent(stream, seen)).toBe(true);

      // a burst of changes is one event, and the other test's board heard nothing of any of it
      seen = await settled(stream);
      await Promise.all(
        Array.from({ length: 5 }, () =>
          api.post(`/api/student/test/${test.id}/event`, { type: 'fullscreen_exit' }, asha),
        ),
      );
      expect(await settled(stream)).toBeLessThanOrEqual(seen + 2);
      expect(boardEvents(elsewhere)).toEqual([]);
    } finally {
      stream.close();
      elsewhere.close();
    }
  });

  it('carries the event between two API processes on one database, both ways', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    // a second API process: the same database, its own memory and its own listening socket
    const other: FastifyInstance = await buildApp(platform.app.deps);
    const otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
    const there = await byTicket(test.id, staff, otherBase);
    const here = await byTicket(test.id, staff);
    try {
      expect(await there.waitFor(isReady)).toBe(true);
      expect(await here.waitFor(isReady)).toBe(true);
      // the student starts on this process: the board watched through the other one hears it
      expect((await startAs(asha, test.id)).status).toBe(200);
      expect(await nextBoardEvent(there, 0)).toBe(true);

      const seen = await settled(here);
      const row = (await api.get<LiveBoardReply>(`/api/college/assessments/${test.id}/live`, staff)).body
        .rows[0]!;
      // staff act on the other process: this one's board hears it
      const added = await client(other).post<{ done: number }>(
        `/api/college/assessments/${test.id}/live/add-time`,
        { students: [{ studentId: row.studentId, version: row.version }], minutes: 5 },
        staff,
      );
      expect(added.body.done).toBe(1);
      expect(await nextBoardEvent(here, seen)).toBe(true);
    } finally {
      there.close();
      here.close();
      await other.close();
    }
  });
});

describe('board signals: coalescing', () => {
  it('publishes one message for 2,000 changes to two tests within the flush window', async () => {
    const published: string[] = [];
    const transport: LiveTransport = {
      kind: 'pglite',
      start: async () => {},
      publish: async (payload) => {
        published.push(payload);
      },
      stop: async () => {},
    };
    const signals = new BoardSignals(new LiveEvents(transport), () => {}, 50);
    for (let i = 0; i < 2000; i++) signals.changed(i % 2 ? 'test-a' : 'test-b');
    expect(published).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(published).toHaveLength(1);
    expect(JSON.parse(published[0]!)).toEqual({
      to: ['board:test-b', 'board:test-a'],
      event: { type: 'board' },
    });
    signals.stop();
  });
});
