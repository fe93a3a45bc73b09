import { SNAPSHOT_HEIGHT, SNAPSHOT_WIDTH } from '@placement/domain';

/** The video's current frame drawn at the given size; null until the video has a frame. */
export function frameOf(
  video: HTMLVideoElement,
  width: number,
  height: number,
): CanvasRenderingContext2D | null {
  if (video.readyState < 2) return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  context?.drawImage(video, 0, 0, width, height);
  return context;
}

/** A snapshot of the video as a PNG data URL (SPEC §7: the snapshot payload), or null without a frame. */
export function snapshotOf(video: HTMLVideoElement): string | null {
  return frameOf(video, SNAPSHOT_WIDTH, SNAPSHOT_HEIGHT)?.canvas.toDataURL('image/png') ?? null;
}
