import { type ResultRow, type RiskSummary, riskLabels } from '@placement/contract';
import ExcelJS from 'exceljs';
import type { Static } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LINEAR } from '../../demo/assessments';
import { cloneAssessment } from '../../test/assessments';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let staff: string;
let asha: string;
let rahul: string;
let assessmentId: string;

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

type Review = {
  attempt: { risk: RiskSummary };
  timeline: { seq: number; kind: string; payload: Record<string, unknown> }[];
};

const event = (body: Record<string, unknown>) =>
  api.post(`/api/student/test/${assessmentId}/event`, body, asha);

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  staff = await api.login('college@demo.test', 'College@123', 'college');
  asha = await api.login('student@demo.test', 'Student@123');
  rahul = await api.login('student2@demo.test', 'Student@123');
  assessmentId = (await cloneAssessment(platform.app, DEMO_LINEAR, {})).id;
  // Asha's attempt collects evidence of every kind; Rahul's none
  await api.post(`/api/student/test/start/${assessmentId}`, {}, asha);
  await api.post(`/api/student/test/start/${assessmentId}`, {}, rahul);
  const shot = await api.post<{ screenshotId: string }>(
    `/api/student/test/${assessmentId}/screenshot`,
    { assessmentId, image: PNG, reason: 'no face' },
    asha,
  );
  await event({ type: 'tab_switch' });
  await event({ type: 'tab_switch' });
  await event({ type: 'face_missing', screenshotId: shot.body.screenshotId });
  await event({ type: 'faces_multiple', detail: '2 faces' });
  await event({ type: 'camera_movement' });
  await event({ type: 'audio_limit' });
  await event({ type: 'connection_lost', detail: 'offline for 12 s' });
  await event({ type: 'connection_restored' });
  await event({ type: 'paste', chars: 120, blocked: true, detail: 'code editor' });
  await event({ type: 'paste', chars: 30, blocked: false, detail: 'answer' });
  await event({ type: 'typing_burst', chars: 400 });
  await event({ type: 'fullscreen_exit' });
  for (const token of [asha, rahul]) {
    await api.post(`/api/student/test/end/${assessmentId}`, { endType: 'manual' }, token);
  }
});
afterAll(() => platform.close());

describe('risk summary', () => {
  it("counts each attempt's flags in the results list, from its log", async () => {
    const reply = await api.get<{ results: Static<typeof ResultRow>[] }>(
      `/api/college/assessments/${assessmentId}/results`,
      staff,
    );
    expect(reply.status).toBe(200);
    const mine = reply.body.results.find((r) => r.email === 'student@demo.test')!;
    const clean = reply.body.results.find((r) => r.email === 'student2@demo.test')!;
    expect(mine.risk.counts).toEqual({
      tabSwitches: 2,
      fullscreenExits: 1,
      faceEvents: 2,
      movementWarnings: 1,
      noiseWarnings: 1,
      connectionLosses: 1,
      pastes: 2,
      typingBursts: 1,
    });
    expect(mine.risk).toMatchObject({ pastedChars: 150, blockedPastes: 1, flagged: true });
    expect(mine.integrityEvents).toBe(12);
    expect(clean.risk.flagged).toBe(false);
    expect(Object.values(clean.risk.counts)).toEqual(Array(8).fill(0));
  });

  it("traces every count of the review to a step of the attempt's timeline, and face events to their snapshot", async () => {
    const results = await api.get<{ results: Static<typeof ResultRow>[] }>(
      `/api/college/assessments/${assessmentId}/results`,
      staff,
    );
    const attemptId = results.body.results.find((r) => r.email === 'student@demo.test')!.attemptId;
    const review = await api.get<Review>(`/api/college/attempts/${attemptId}`, staff);
    expect(review.status).toBe(200);
    const { risk } = review.body.attempt;
    const bySeq = new Map(review.body.timeline.map((s) => [s.seq, s]));
    expect(risk.steps.pastes.map((seq) => bySeq.get(seq)?.payload.type)).toEqual(['paste', 'paste']);
    expect(risk.steps.faceEvents.map((seq) => bySeq.get(seq)?.payload.type)).toEqual([
      'face_missing',
      'faces_multiple',
    ]);
    expect(risk.snapshots).toHaveLength(1);
    const faceStep = bySeq.get(risk.steps.faceEvents[0]!);
    expect(faceStep?.payload.url).toBe(`/api/college/screenshots/${risk.snapshots[0]}`);
    const image = await platform.app.inject({
      method: 'GET',
      url: String(faceStep?.payload.url),
      headers: { 'auth-token': staff },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('exports the counts in the CSV and the XLSX', async () => {
    const download = (format: string) =>
      platform.app.inject({
        method: 'GET',
        url: `/api/college/assessments/${assessmentId}/results/export?format=${format}`,
        headers: { 'auth-token': staff },
      });
    const csv = await download('csv');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    const header = lines[0]!.split(',');
    const row = lines.find((line) => line.includes('student@demo.test'))!.split(',');
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell(riskLabels.tabSwitches)).toBe('2');
    expect(cell(riskLabels.faceEvents)).toBe('2');
    expect(cell(riskLabels.pastes)).toBe('2');
    expect(cell('Pasted characters')).toBe('150');
    expect(cell(riskLabels.typingBursts)).toBe('1');
    expect(cell(riskLabels.connectionLosses)).toBe('1');
    // not computed here: left empty
    expect(cell('Highest code similarity')).toBe('');

    const xlsx = await download('xlsx');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const titles = (sheet.getRow(1).values as unknown[]).map(String);
    const asha = sheet
      .getRows(2, sheet.rowCount - 1)
      ?.find((r) => (r.values as unknown[]).includes('student@demo.test'));
    const value = (name: string) => asha?.getCell(titles.indexOf(name)).value;
    expect(value(riskLabels.tabSwitches)).toBe(2);
    expect(value(riskLabels.fullscreenExits)).toBe(1);
    expect(value(riskLabels.noiseWarnings)).toBe(1);
    expect(value(riskLabels.movementWarnings)).toBe(1);
  });
});
