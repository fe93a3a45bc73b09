import { describe, expect, it } from 'vitest';
import {
  FACE_PROBLEM_MS,
  FACE_REPEAT_MS,
  type FaceProblem,
  initialFaceWatch,
  nextFaceWatch,
} from './face-presence';

/** Face counts seen at the given times (ms); what was reported, and when. */
function run(frames: [at: number, faces: number][]): [number, FaceProblem][] {
  let watch = initialFaceWatch;
  const reports: [number, FaceProblem][] = [];
  for (const [at, faces] of frames) {
    const next = nextFaceWatch(watch, faces, at);
    watch = next.watch;
    if (next.report) reports.push([at, next.report]);
  }
  return reports;
}

const every2s = (from: number, to: number, faces: number): [number, number][] =>
  Array.from({ length: Math.floor((to - from) / 2000) + 1 }, (_, i) => [from + i * 2000, faces]);

describe('face presence', () => {
  it('never reports one face in view', () => {
    expect(run(every2s(0, 120_000, 1))).toEqual([]);
  });

  it('reports no face once it has lasted a few seconds, not before', () => {
    expect(run(every2s(0, 4_000, 0))).toEqual([]);
    expect(run(every2s(0, 10_000, 0))).toEqual([[FACE_PROBLEM_MS + 1000, 'face_missing']]);
  });

  it('reports more than one face the same way', () => {
    expect(run([...every2s(0, 6_000, 1), ...every2s(8_000, 20_000, 3)])).toEqual([
      [8_000 + 6_000, 'faces_multiple'],
    ]);
  });

  it('starts again when the face comes back in between', () => {
    const flicker: [number, number][] = [
      [0, 0],
      [2_000, 0],
      [4_000, 1],
      [6_000, 0],
      [8_000, 0],
      [10_000, 1],
    ];
    expect(run(flicker)).toEqual([]);
  });

  it('starts again when the problem changes from no face to several', () => {
    expect(
      run([
        [0, 0],
        [4_000, 0],
        [6_000, 2],
        [10_000, 2],
        [12_000, 2],
      ]),
    ).toEqual([[12_000, 'faces_multiple']]);
  });

  it('reports a problem that goes on again only after a long while', () => {
    const reports = run(every2s(0, 2 * FACE_REPEAT_MS + 10_000, 0));
    expect(reports.map(([at]) => at)).toEqual([6_000, 6_000 + FACE_REPEAT_MS, 6_000 + 2 * FACE_REPEAT_MS]);
  });
});
