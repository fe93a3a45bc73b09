import { crc32, inflateSync } from 'node:zlib';

export interface CheckedImage {
  type: 'png' | 'jpeg';
  width: number;
  height: number;
}

/** Why the bytes are not a whole image, in words a person can act on. */
export class ImageProblem extends Error {}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Checks that the bytes really are the PNG or JPEG image their first bytes claim, no bigger than `max` pixels
 * each way, without decoding pixels: a PNG's chunks, checksums and compressed rows (inflated to exactly the size
 * its header implies, never more), a JPEG's segments from SOI through a frame header and scan to EOI. A valid
 * signature followed by anything else is refused.
 */
export function checkImage(data: Buffer, max: Size): CheckedImage {
  if (data.subarray(0, 8).equals(PNG_SIGNATURE)) return checkPng(data, max);
  if (data[0] === 0xff && data[1] === 0xd8) return checkJpeg(data, max);
  throw new ImageProblem('not a PNG or JPEG image');
}

interface Size {
  width: number;
  height: number;
}

/** Checked as soon as the header is read: a claimed 100000×100000 image is never inflated. */
function checkSize(size: Size, max: Size) {
  if (size.width > max.width || size.height > max.height) {
    throw new ImageProblem(`${size.width}×${size.height} pixels is larger than ${max.width}×${max.height}`);
  }
}

/** bits per pixel of each PNG colour type, by bit depth (PNG spec, table 11.1) */
const PNG_CHANNELS: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};

/** Adam7's passes: start column, start row, column step, row step */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

function checkPng(data: Buffer, max: Size): CheckedImage {
  const idat: Buffer[] = [];
  let header: PngHeader | null = null;
  let palette = false;
  let offset = 8;
  for (;;) {
    if (offset + 12 > data.length) throw new ImageProblem('the PNG ends before its IEND chunk');
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    // a chunk type is four ASCII letters; anything else is not a PNG chunk (and must not reach a message)
    if (!/^[A-Za-z]{4}$/.test(type)) throw new ImageProblem('the PNG has bytes where a chunk should be');
    const end = offset + 12 + length;
    if (end > data.length) throw new ImageProblem(`the PNG's ${type} chunk runs past the end`);
    if (crc32(data.subarray(offset + 4, end - 4)) !== data.readUInt32BE(end - 4)) {
      throw new ImageProblem(`the PNG's ${type} chunk is damaged (checksum)`);
    }
    const body = data.subarray(offset + 8, end - 4);
    if (!header && type !== 'IHDR') throw new ImageProblem('the PNG does not start with its IHDR chunk');
    if (type === 'IHDR') {
      header = pngHeader(body, header !== null);
      checkSize(header, max);
    } else if (type === 'PLTE') palette = true;
    else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') {
      if (end !== data.length) throw new ImageProblem('the PNG has bytes after its IEND chunk');
      break;
    }
    offset = end;
  }
  if (!header) throw new ImageProblem('the PNG has no IHDR chunk');
  if (header.indexed && !palette) throw new ImageProblem('the PNG has colours by palette and no palette');
  if (idat.length === 0) throw new ImageProblem('the PNG has no image data');
  checkPngRows(Buffer.concat(idat), header);
  return { type: 'png', width: header.width, height: header.height };
}

interface PngHeader {
  width: number;
  height: number;
  bitsPerPixel: number;
  interlaced: boolean;
  indexed: boolean;
}

function pngHeader(body: Buffer, seen: boolean): PngHeader {
  if (seen || body.length !== 13) throw new ImageProblem('the PNG has a malformed IHDR chunk');
  const width = body.readUInt32BE(0);
  const height = body.readUInt32BE(4);
  const [depth = 0, colourType = 0, compression, filter, interlace] = body.subarray(8);
  const kind = PNG_CHANNELS[colourType];
  if (width === 0 || height === 0 || width > 2 ** 31 - 1 || height > 2 ** 31 - 1) {
    throw new ImageProblem('the PNG has an impossible size');
  }
  if (!kind?.depths.includes(depth) || compression !== 0 || filter !== 0 || (interlace ?? 2) > 1) {
    throw new ImageProblem('the PNG has an invalid IHDR chunk');
  }
  return {
    width,
    height,
    bitsPerPixel: kind.channels * depth,
    interlaced: interlace === 1,
    indexed: colourType === 3,
  };
}

/** The rows of each pass (one pass unless interlaced): how many, and the bytes of each with its filter byte. */
function pngPasses(header: PngHeader) {
  const passes = header.interlaced ? ADAM7 : ([[0, 0, 1, 1]] as const);
  return passes
    .map(([x0, y0, dx, dy]) => {
      const columns = Math.ceil((header.width - x0) / dx);
      const rows = Math.ceil((header.height - y0) / dy);
      return { rows: columns > 0 ? rows : 0, rowBytes: 1 + Math.ceil((columns * header.bitsPerPixel) / 8) };
    })
    .filter((pass) => pass.rows > 0);
}

function checkPngRows(compressed: Buffer, header: PngHeader) {
  const passes = pngPasses(header);
  const expected = passes.reduce((sum, pass) => sum + pass.rows * pass.rowBytes, 0);
  let rows: Buffer;
  try {
    // one byte more than the header allows, to see whether the data goes on
    rows = inflateSync(compressed, { maxOutputLength: expected + 1 });
  } catch {
    throw new ImageProblem('the PNG image data is not valid compressed data, or more than its size allows');
  }
  if (rows.length !== expected) throw new ImageProblem('the PNG image data does not match its size');
  let offset = 0;
  for (const pass of passes) {
    for (let row = 0; row < pass.rows; row += 1) {
      if ((rows[offset] ?? 0) > 4) throw new ImageProblem('the PNG image data has an invalid row filter');
      offset += pass.rowBytes;
    }
  }
}

/** SOFn markers that carry a frame header (not DHT C4, JPG C8, DAC CC) */
const isFrameHeader = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

function checkJpeg(data: Buffer, max: Size): CheckedImage {
  let size: { width: number; height: number } | null = null;
  let scans = 0;
  let offset = 2;
  for (;;) {
    if (data[offset] !== 0xff) throw new ImageProblem('the JPEG has bytes where a marker should be');
    while (data[offset] === 0xff) offset += 1;
    const marker = data[offset];
    offset += 1;
    if (marker === undefined) throw new ImageProblem('the JPEG ends before its end marker');
    if (marker === 0xd9) {
      if (offset !== data.length) throw new ImageProblem('the JPEG has bytes after its end marker');
      break;
    }
    if (isRestart(marker) || marker === 0x01) continue;
    if (offset + 2 > data.length) throw new ImageProblem('the JPEG ends inside a segment');
    const length = data.readUInt16BE(offset);
    if (length < 2 || offset + length > data.length)
      throw new ImageProblem('the JPEG has a malformed segment');
    if (isFrameHeader(marker)) {
      if (size || length < 8) throw new ImageProblem('the JPEG has a malformed frame header');
      const height = data.readUInt16BE(offset + 3);
      const width = data.readUInt16BE(offset + 5);
      const components = data[offset + 7] ?? 0;
      if (width === 0 || height === 0 || components === 0 || length !== 8 + 3 * components) {
        throw new ImageProblem('the JPEG has a malformed frame header');
      }
      size = { width, height };
      checkSize(size, max);
    }
    offset += length;
    if (marker === 0xda) {
      if (!size) throw new ImageProblem('the JPEG has a scan before its frame header');
      scans += 1;
      offset = endOfScan(data, offset);
    }
  }
  if (!size || scans === 0) throw new ImageProblem('the JPEG has no image');
  return { type: 'jpeg', ...size };
}

/** Where the entropy-coded data after a scan header ends: the next marker that is not a stuffed byte or restart. */
function endOfScan(data: Buffer, start: number): number {
  for (let i = start; i + 1 < data.length; i += 1) {
    if (data[i] !== 0xff) continue;
    const next = data[i + 1] ?? 0;
    if (next !== 0x00 && next !== 0xff && !isRestart(next)) return i;
  }
  throw new ImageProblem('the JPEG ends inside its image data');
}
