import { crc32, deflateSync } from 'node:zlib';
import { seeded } from './schedule';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A camera-like 320×240 PNG as a data URL, the size the browser's `canvas.toDataURL('image/png')` of a
 * webcam frame comes to (a gradient with sensor noise; about 100 KB).
 */
export function snapshotDataUrl(width = 320, height = 240): string {
  const random = seeded(7);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const noise = Math.floor(random() * 16);
      row[1 + x * 3] = (x * 0.6 + noise) & 255;
      row[2 + x * 3] = (y * 0.8 + noise) & 255;
      row[3 + x * 3] = (120 + noise) & 255;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}
