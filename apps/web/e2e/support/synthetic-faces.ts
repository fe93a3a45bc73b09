import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Clips for Chromium's fake camera (--use-file-for-fake-video-capture): faces drawn on a canvas (a cartoon head
 * with shading, eyes, brows, nose and mouth; never a photo of a person) that the tiny face detector finds with
 * a score of about 0.8 at this size. A clip is a list of scenes, each shown for some seconds at one frame a
 * second; Chromium plays it from the start and loops it.
 */
export const CLIP_W = 320;
export const CLIP_H = 240;

export type Scene = { faces: 0 | 1 | 2; seconds: number };

/** RGBA pixels of a scene with 0, 1 or 2 drawn faces, rendered in the browser's canvas. */
function renderScene(page: Page, faces: number): Promise<number[]> {
  return page.evaluate(
    ({ faces, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2d canvas');
      const face = (cx: number, cy: number, s: number) => {
        ctx.fillStyle = '#2b1a10';
        ctx.beginPath();
        ctx.ellipse(cx, cy - 0.25 * s, 0.62 * s, 0.6 * s, 0, Math.PI, 2 * Math.PI);
        ctx.fill();
        ctx.fillStyle = '#c98b65';
        ctx.fillRect(cx - 0.22 * s, cy + 0.6 * s, 0.44 * s, 0.5 * s);
        const skin = ctx.createRadialGradient(cx - 0.1 * s, cy - 0.1 * s, 0.1 * s, cx, cy, 0.8 * s);
        skin.addColorStop(0, '#f1c7a3');
        skin.addColorStop(0.7, '#d9a07a');
        skin.addColorStop(1, '#b07650');
        ctx.fillStyle = skin;
        for (const [x, rx, ry] of [
          [0, 0.5, 0.68],
          [-0.5, 0.08, 0.15],
          [0.5, 0.08, 0.15],
        ] as const) {
          ctx.beginPath();
          ctx.ellipse(cx + x * s, cy, rx * s, ry * s, 0, 0, 2 * Math.PI);
          ctx.fill();
        }
        ctx.strokeStyle = '#3a2414';
        ctx.lineWidth = 0.05 * s;
        ctx.lineCap = 'round';
        for (const side of [-1, 1]) {
          ctx.beginPath();
          ctx.moveTo(cx + side * 0.32 * s, cy - 0.22 * s);
          ctx.quadraticCurveTo(cx + side * 0.2 * s, cy - 0.3 * s, cx + side * 0.08 * s, cy - 0.24 * s);
          ctx.stroke();
          for (const [colour, r] of [
            ['#fff', 0],
            ['#3b2a1a', 0.045],
            ['#000', 0.02],
          ] as const) {
            ctx.fillStyle = colour;
            ctx.beginPath();
            if (r === 0)
              ctx.ellipse(cx + side * 0.2 * s, cy - 0.1 * s, 0.11 * s, 0.055 * s, 0, 0, 2 * Math.PI);
            else ctx.arc(cx + side * 0.2 * s, cy - 0.1 * s, r * s, 0, 2 * Math.PI);
            ctx.fill();
          }
        }
        ctx.strokeStyle = '#9c6440';
        ctx.lineWidth = 0.025 * s;
        ctx.beginPath();
        ctx.moveTo(cx, cy - 0.05 * s);
        ctx.lineTo(cx - 0.06 * s, cy + 0.15 * s);
        ctx.lineTo(cx + 0.04 * s, cy + 0.17 * s);
        ctx.stroke();
        ctx.fillStyle = '#a3424a';
        ctx.beginPath();
        ctx.ellipse(cx, cy + 0.34 * s, 0.16 * s, 0.05 * s, 0, 0, 2 * Math.PI);
        ctx.fill();
      };
      ctx.fillStyle = '#8fa3b5';
      ctx.fillRect(0, 0, width, height);
      if (faces === 1) face(width / 2, height * 0.48, height * 0.31);
      if (faces === 2) {
        face(width * 0.27, height / 2, height * 0.23);
        face(width * 0.73, height / 2, height * 0.23);
      }
      return Array.from(ctx.getImageData(0, 0, width, height).data);
    },
    { faces, width: CLIP_W, height: CLIP_H },
  );
}

/** One Y4M frame (YUV 4:2:0, full range as C420jpeg says) of RGBA pixels. */
function y4mFrame(rgba: number[]): Buffer {
  const luma = Buffer.alloc(CLIP_W * CLIP_H);
  const u = Buffer.alloc((CLIP_W * CLIP_H) / 4);
  const v = Buffer.alloc((CLIP_W * CLIP_H) / 4);
  const px = (x: number, y: number) => {
    const i = (y * CLIP_W + x) * 4;
    return [rgba[i] ?? 0, rgba[i + 1] ?? 0, rgba[i + 2] ?? 0] as const;
  };
  for (let y = 0; y < CLIP_H; y++) {
    for (let x = 0; x < CLIP_W; x++) {
      const [r, g, b] = px(x, y);
      luma[y * CLIP_W + x] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
    }
  }
  for (let y = 0; y < CLIP_H / 2; y++) {
    for (let x = 0; x < CLIP_W / 2; x++) {
      let [r, g, b] = [0, 0, 0];
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const [pr, pg, pb] = px(2 * x + dx, 2 * y + dy);
        r += pr / 4;
        g += pg / 4;
        b += pb / 4;
      }
      u[y * (CLIP_W / 2) + x] = Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
      v[y * (CLIP_W / 2) + x] = Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
    }
  }
  return Buffer.concat([Buffer.from('FRAME\n'), luma, u, v]);
}

/** Writes a Y4M clip of the scenes (one frame a second) and returns its path. */
export async function faceClip(page: Page, scenes: Scene[]): Promise<string> {
  const frames: Buffer[] = [];
  for (const scene of scenes) {
    const frame = y4mFrame(await renderScene(page, scene.faces));
    for (let i = 0; i < scene.seconds; i++) frames.push(frame);
  }
  const file = join(
    tmpdir(),
    `faces-${scenes.map((s) => `${s.faces}x${s.seconds}`).join('-')}-${Date.now()}.y4m`,
  );
  await writeFile(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${CLIP_W} H${CLIP_H} F1:1 Ip A1:1 C420jpeg\n`), ...frames]),
  );
  return file;
}
