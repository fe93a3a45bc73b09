import type { ScoreReport } from '@placement/contract';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { reportPdfBuffer } from './pdf';

const report = (name: string, questions: number): ScoreReport => ({
  copy: 'candidate',
  generatedAt: '2026-11-26T09:00:00.000Z',
  timeZone: 'Asia/Kolkata',
  candidate: { name, email: 'candidate@demo.test', college: 'Demo College' },
  assessment: { id: 'a1', name: 'Aptitude drive', totalMinutes: 60 },
  attempt: {
    id: 't1',
    number: 1,
    startedAt: '2026-11-26T04:30:00.000Z',
    endedAt: '2026-11-26T05:10:00.000Z',
    timeTaken: 2400,
    allowedMinutes: 60,
    ended: 'Submitted by the student',
  },
  score: {
    marks: 7,
    maxMarks: 10,
    percentage: 70,
    band: 'Proficient',
    percentile: 64,
    rank: 40,
    cohortSize: 120,
    awaitingGrading: 0,
  },
  ability: null,
  skills: [{ topic: 'Arrays', marks: 7, maxMarks: 10, percentage: 70, cohortAverage: 55.5 }],
  verdictsShown: true,
  questions: Array.from({ length: questions }, (_, i) => ({
    number: i + 1,
    topic: 'Arrays',
    type: 'compiler',
    outcome: 'partly correct' as const,
    marks: 0.5,
    maxMarks: 1,
    testcases: { visiblePassed: 2, visibleTotal: 2, hiddenPassed: 3, hiddenTotal: 5, compileError: false },
  })),
});

const textOf = async (r: ScoreReport) =>
  (await extractText(new Uint8Array(await reportPdfBuffer(r)), { mergePages: true })).text;

describe('report PDF', () => {
  it('writes the dates in the college time zone and the testcases as counts', async () => {
    const text = await textOf(report('Asha Verma', 3));
    expect(text).toContain('Asha Verma');
    expect(text).toContain('26 Nov 2026, 10:00 am'); // 04:30Z in Kolkata
    expect(text).toContain('2/2 sample, 3/5 hidden');
    // the question type as people name it, never its code
    expect(text).toContain('Coding');
    expect(text).not.toContain('compiler');
    expect(text).toContain('40 min 0 s of 60 min');
  });

  it("states the student's own allowed time: 90 min for 1.5× on a 60-minute test", async () => {
    const accommodated = report('Asha Verma', 3);
    accommodated.attempt.allowedMinutes = 90;
    const text = await textOf(accommodated);
    expect(text).toContain('40 min 0 s of 90 min');
    expect(text).not.toContain('of 60 min');
  });

  it('gives the percentile from ten candidates, and below that the rank instead', async () => {
    expect(await textOf(report('Asha Verma', 3))).toContain('Percentile: 64 (among 120 candidates)');
    const few = report('Asha Verma', 3);
    few.score = { ...few.score, percentile: null, rank: 1, cohortSize: 2 };
    const text = await textOf(few);
    expect(text).toContain('Rank: 1 of 2 (a percentile is given from 10 candidates)');
    expect(text).not.toContain('Percentile');
  });

  it("writes a calibrated attempt's scaled score, θ ± SE and calibration version, and none for another flow", async () => {
    const calibrated = {
      ...report('Asha Verma', 3),
      ability: { scaled: 563.2891, scaledSe: 31.04, theta: 0.6329, se: 0.3104, version: 4 },
    };
    const text = await textOf(calibrated);
    expect(text).toContain('Scaled score: 563.3 ± 31');
    expect(text).toContain('Ability (theta): 0.63 ± 0.31 logits (calibration version 4)');
    expect(await textOf(report('Asha Verma', 3))).not.toContain('Scaled score');
  });

  it('spells names beyond Western European letters right (the embedded font), not as look-alikes', async () => {
    expect(await textOf(report('Łucja Şahin Ānand', 3))).toContain('Łucja Şahin Ānand');
  });

  it('carries a long test onto more pages, each numbered', async () => {
    const text = await textOf(report('Asha Verma', 80));
    expect(text).toContain('Question');
    expect(text).toMatch(/page 3 of 3/);
    expect(text).toContain('80');
  });
});
