/** SPEC §9 proctoring constants; the schedule is the domain's, which the server sizes snapshot budgets from. */
export { CAMERA_CHECK_MS, FRAME_CHECK_MS, SNAPSHOT_MS } from '@placement/domain';
export const MOVEMENT_THRESHOLD = 25;
export const DEFAULT_MAX_CAMERA_SWITCHES = 5;

/** Mean absolute difference of two RGBA frames of the same size, over the RGB channels (0-255). */
export function meanAbsoluteDifference(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  if (a.length !== b.length || a.length === 0) return 0;
  let sum = 0;
  let count = 0;
  for (let i = 0; i < a.length; i += 4) {
    sum += Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!);
    count += 3;
  }
  return sum / count;
}

/** One frame comparison's effect on the movement counter (SPEC §4). */
export function nextMovementCount(count: number, difference: number): number {
  return difference > MOVEMENT_THRESHOLD ? count + 1 : Math.max(0, count - 1);
}
