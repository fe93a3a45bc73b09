import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipEntryCounter } from './zip-entries';

const zipOf = (n: number) =>
  zipSync(
    Object.fromEntries(
      Array.from({ length: n }, (_, i) => [`report-${i}.pdf`, new TextEncoder().encode(`%PDF ${i}`)]),
    ),
    { level: 0 },
  );

describe('zipEntryCounter', () => {
  it('counts every file of a zip, however the bytes are cut into chunks', () => {
    const zip = zipOf(7);
    for (const size of [1, 2, 3, 5, 64, zip.length]) {
      const count = zipEntryCounter();
      let files = 0;
      for (let at = 0; at < zip.length; at += size) files += count(zip.subarray(at, at + size));
      expect(files, `chunks of ${size}`).toBe(7);
    }
  });

  it('counts nothing in bytes that hold no file header', () => {
    expect(zipEntryCounter()(new TextEncoder().encode('PK\u0003 PK PK\u0003\u0005'))).toBe(0);
  });
});
