/**
 * The browser's camera schedule (SPEC §4 and §9, issue #20's face checks): what it compares, when it sends a
 * snapshot, and at what size. apps/web's proctoring hooks keep this schedule; the server sizes each attempt's
 * snapshot budget from it, so the two cannot drift apart.
 */
export const FRAME_CHECK_MS = 3_000;
export const SNAPSHOT_MS = 10 * 60_000;
export const CAMERA_CHECK_MS = 5_000;
export const FACE_CHECK_MS = 2_000;
export const FACE_PROBLEM_MS = 5_000;
export const FACE_REPEAT_MS = 60_000;
/** every snapshot is the camera's frame drawn at this size (a PNG data URL) */
export const SNAPSHOT_WIDTH = 320;
export const SNAPSHOT_HEIGHT = 240;

export interface SnapshotBudget {
  /** snapshots one attempt may store */
  maxCount: number;
  /** bytes they may take together */
  maxBytes: number;
  /** bytes of one snapshot */
  maxImageBytes: number;
  /** pixels each way a snapshot may have: twice the capture size, never a frame the browser took at more */
  maxWidth: number;
  maxHeight: number;
}

/** Room over the schedule: a slow network, a reload and a retried request send a few more than planned. */
const MARGIN = 1.5;
/**
 * An uncompressed RGBA frame at the capture size, and a quarter more for the format's own bytes: the largest
 * PNG or JPEG the browser can make of one frame (a webcam frame is typically 100-200 KB as PNG).
 */
export const SNAPSHOT_MAX_BYTES = Math.ceil(SNAPSHOT_WIDTH * SNAPSHOT_HEIGHT * 4 * 1.25);
/** What the byte budget allows per snapshot on average: half the worst case, well above a real frame. */
const AVERAGE_IMAGE_BYTES = SNAPSHOT_MAX_BYTES / 2;

/**
 * The snapshots an attempt of `durationMs` may send, from the schedule: one every SNAPSHOT_MS (and one at the
 * start), one each time the movement counter reaches `maxCameraSwitches` (it rises at most once per
 * FRAME_CHECK_MS, then starts again from 0), and a lasting face problem reported once per FACE_REPEAT_MS,
 * all times MARGIN.
 */
export function snapshotBudget(durationMs: number, maxCameraSwitches: number): SnapshotBudget {
  const duration = Math.max(0, durationMs);
  const periodic = Math.floor(duration / SNAPSHOT_MS) + 1;
  const movement = Math.floor(duration / (FRAME_CHECK_MS * Math.max(1, maxCameraSwitches)));
  const face = Math.floor(duration / FACE_REPEAT_MS) + 1;
  const maxCount = Math.ceil((periodic + movement + face) * MARGIN);
  return {
    maxCount,
    maxBytes: Math.ceil(maxCount * AVERAGE_IMAGE_BYTES),
    maxImageBytes: SNAPSHOT_MAX_BYTES,
    maxWidth: SNAPSHOT_WIDTH * 2,
    maxHeight: SNAPSHOT_HEIGHT * 2,
  };
}
