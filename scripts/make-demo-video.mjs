// Makes the demo's video question clip, apps/api/src/demo/binary-search.webm (10 s, 480×270, VP9, ~20 KB):
// binary search finding 23, drawn with ffmpeg's own filters. Needs ffmpeg (apt-get install ffmpeg) and the
// DejaVu fonts; run it only to change the clip (the seed reads the committed file).
//   node scripts/make-demo-video.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const out = fileURLToPath(new URL('../apps/api/src/demo/binary-search.webm', import.meta.url));
const fonts = '/usr/share/fonts/truetype/dejavu';
const list = [2, 5, 8, 12, 16, 23, 38, 56, 72, 91];
const [W, H, cell, top] = [480, 270, 44, 120];
const left = (W - cell * list.length) / 2 + 2;
const steps = [
  [0, 2.5, 0, 9, null, 'Find 23 in a sorted list'],
  [2.5, 4.5, 0, 9, 4, 'Middle is 16: 23 is bigger, keep the right half'],
  [4.5, 6.5, 5, 9, 7, 'Middle is 56: 23 is smaller, keep the left half'],
  [6.5, 8.5, 5, 6, 5, 'Middle is 23: found in 3 steps'],
  [8.5, 10, 5, 5, 5, 'Each step halves the range: O(log n)'],
];
const captions = mkdtempSync(join(tmpdir(), 'demo-video-'));
const box = (i, color, enable = '') =>
  `drawbox=x=${left + i * cell}:y=${top}:w=40:h=40:color=${color}:t=fill${enable}`;
const filters = [
  `drawtext=fontfile=${fonts}/DejaVuSans-Bold.ttf:text='Binary search':fontcolor=white:fontsize=30:x=(w-tw)/2:y=30`,
  ...list.map((_, i) => box(i, '0x334155')),
];
for (const [from, to, lo, hi, mid, caption] of steps) {
  const enable = `:enable='between(t\\,${from}\\,${to})'`;
  for (let i = lo; i <= hi; i++) filters.push(box(i, i === mid ? '0xf59e0b' : '0x2563eb', enable));
  // a caption file, since the captions hold the filter graph's own separators (: and ,)
  const file = join(captions, `${from}.txt`);
  writeFileSync(file, caption);
  filters.push(
    `drawtext=fontfile=${fonts}/DejaVuSans.ttf:textfile=${file}:fontcolor=0xe2e8f0:fontsize=17:x=(w-tw)/2:y=200${enable}`,
  );
}
list.forEach((value, i) => {
  const x = left + i * cell;
  filters.push(
    `drawtext=fontfile=${fonts}/DejaVuSans-Bold.ttf:text='${value}':fontcolor=white:fontsize=18:x=${x}+(40-tw)/2:y=${top}+(40-th)/2`,
  );
});
execFileSync('ffmpeg', [
  '-y',
  '-v',
  'error',
  '-f',
  'lavfi',
  '-i',
  `color=c=0x0f172a:s=${W}x${H}:d=10:r=12`,
  '-vf',
  filters.join(','),
  '-c:v',
  'libvpx-vp9',
  '-b:v',
  '0',
  '-crf',
  '42',
  '-row-mt',
  '1',
  '-pix_fmt',
  'yuv420p',
  '-an',
  out,
]);
console.log(`wrote ${out}`);
