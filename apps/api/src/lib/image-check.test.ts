import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { jpegOf, PNG_SIGNATURE, pngChunk, pngHeaderChunk, pngOf } from '../test/images';
import { checkImage, ImageProblem } from './image-check';

const MAX = { width: 640, height: 480 };
const problemOf = (data: Buffer) => {
  try {
    checkImage(data, MAX);
    return null;
  } catch (error) {
    if (error instanceof ImageProblem) return error.message;
    throw error;
  }
};

describe('checkImage', () => {
  it('takes a PNG and a JPEG as a browser makes them, with their size', () => {
    expect(checkImage(pngOf(320, 240, { noise: true }), MAX)).toEqual({
      type: 'png',
      width: 320,
      height: 240,
    });
    expect(checkImage(pngOf(1, 1), MAX)).toEqual({ type: 'png', width: 1, height: 1 });
    expect(checkImage(jpegOf(), MAX)).toEqual({ type: 'jpeg', width: 8, height: 8 });
  });

  it('refuses a PNG or JPEG signature followed by zeros or garbage', () => {
    expect(problemOf(Buffer.concat([PNG_SIGNATURE, Buffer.alloc(2 * 1024 * 1024)]))).toMatch(/PNG/);
    expect(problemOf(Buffer.concat([PNG_SIGNATURE, Buffer.from('#!/bin/sh\necho hi\n')]))).toMatch(/PNG/);
    expect(problemOf(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(4096)]))).toMatch(/JPEG/);
    expect(problemOf(Buffer.from('GIF89a'))).toBe('not a PNG or JPEG image');
  });

  it('refuses a PNG cut short, damaged, with bytes after its end, or whose data does not match its size', () => {
    const png = pngOf(32, 24, { noise: true });
    expect(problemOf(png.subarray(0, png.length - 20))).toMatch(/PNG/);
    const damaged = Buffer.from(png);
    damaged[60] = (damaged[60] ?? 0) ^ 0xff;
    expect(problemOf(damaged)).toMatch(/checksum/);
    expect(problemOf(Buffer.concat([png, Buffer.alloc(1000)]))).toMatch(/after its IEND/);
    // a header that claims 32×24 over the rows of a 32×2 image
    const short = pngOf(32, 2);
    const lying = Buffer.concat([PNG_SIGNATURE, pngHeaderChunk(32, 24), short.subarray(8 + 25)]);
    expect(problemOf(lying)).toMatch(/does not match its size/);
  });

  it('refuses absurd sizes, and image data that would inflate far past its size, without inflating it', () => {
    const bomb = Buffer.concat([
      PNG_SIGNATURE,
      pngHeaderChunk(100_000, 100_000),
      pngOf(1, 1).subarray(8 + 25),
    ]);
    expect(problemOf(bomb)).toBe('100000×100000 pixels is larger than 640×480');
    expect(problemOf(pngOf(641, 10))).toBe('641×10 pixels is larger than 640×480');
    // zeros compress 1000:1: 50 KB of IDAT under a 320×240 header that would inflate to 50 MB
    const zeros = deflateSync(Buffer.alloc(50 * 1024 * 1024));
    const inflating = Buffer.concat([
      PNG_SIGNATURE,
      pngHeaderChunk(320, 240),
      pngChunk('IDAT', zeros),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    expect(problemOf(inflating)).toMatch(/more than its size allows/);
  });
});
