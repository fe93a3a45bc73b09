import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/** One PNG chunk: length, type, body and its CRC. */
export const pngChunk = (type: string, body: Buffer) => {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

/** An IHDR chunk for 8-bit RGBA at any claimed size. */
export const pngHeaderChunk = (width: number, height: number) => {
  const body = Buffer.alloc(13);
  body.writeUInt32BE(width, 0);
  body.writeUInt32BE(height, 4);
  body.set([8, 6, 0, 0, 0], 8);
  return pngChunk('IHDR', body);
};

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A real RGBA PNG as a browser's canvas makes one. `noise` fills it with random pixels, which no compressor can
 * shrink: the largest PNG of that size (a 320×240 one is about 300 KB).
 */
export function pngOf(width: number, height: number, { noise = false } = {}): Buffer {
  const row = 1 + width * 4;
  const raw = noise ? randomBytes(row * height) : Buffer.alloc(row * height, 0x80);
  for (let y = 0; y < height; y += 1) raw[y * row] = 0; // filter type: none
  return Buffer.concat([
    PNG_SIGNATURE,
    pngHeaderChunk(width, height),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/**
 * A baseline JPEG of 8×8 grey pixels, written out segment by segment: one quantisation table, a frame header,
 * a DC and an AC Huffman table of one code each, and a scan whose only block is "DC difference 0, end of block"
 * (the bits 00, padded with ones).
 */
export function jpegOf(): Buffer {
  const segment = (marker: number, body: number[]) => [0xff, marker, 0, body.length + 2, ...body];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xdb, [0x00, ...new Array(64).fill(1)]),
    ...segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]),
    ...segment(0xc4, [0x00, 1, ...new Array(15).fill(0), 0x00]),
    ...segment(0xc4, [0x10, 1, ...new Array(15).fill(0), 0x00]),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    0x3f,
    0xff,
    0xd9,
  ]);
}
