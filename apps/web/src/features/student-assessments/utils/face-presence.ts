/**
 * Face presence (issue #20): the browser counts faces in camera frames; no face, or more than one, for longer
 * than a few seconds is a proctoring event. A problem that goes on is reported again now and then.
 */
import { FACE_PROBLEM_MS, FACE_REPEAT_MS } from '@placement/domain';

export { FACE_CHECK_MS, FACE_PROBLEM_MS, FACE_REPEAT_MS } from '@placement/domain';

export type FaceProblem = 'face_missing' | 'faces_multiple';

export interface FaceWatch {
  problem: FaceProblem | null;
  /** when the current problem was first seen */
  since: number;
  /** when it was last reported; null until it has lasted FACE_PROBLEM_MS */
  reportedAt: number | null;
}

export const initialFaceWatch: FaceWatch = { problem: null, since: 0, reportedAt: null };

export const problemOf = (faces: number): FaceProblem | null =>
  faces === 0 ? 'face_missing' : faces > 1 ? 'faces_multiple' : null;

/** One frame's face count (at `now`, in ms) applied to the watch: the next watch, and what to report, if anything. */
export function nextFaceWatch(
  watch: FaceWatch,
  faces: number,
  now: number,
): { watch: FaceWatch; report: FaceProblem | null } {
  const problem = problemOf(faces);
  if (problem === null) return { watch: initialFaceWatch, report: null };
  if (problem !== watch.problem) return { watch: { problem, since: now, reportedAt: null }, report: null };
  const due =
    watch.reportedAt === null
      ? now - watch.since >= FACE_PROBLEM_MS
      : now - watch.reportedAt >= FACE_REPEAT_MS;
  return due ? { watch: { ...watch, reportedAt: now }, report: problem } : { watch, report: null };
}
