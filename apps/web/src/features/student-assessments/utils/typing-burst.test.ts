import { describe, expect, it } from 'vitest';
import { BURST_CHARS, emptyTyping, nextTyping } from './typing-burst';

/** Insertions of `chars` at the given times (ms); the bursts reported. */
function run(insertions: [at: number, chars: number][]): number[] {
  let window = emptyTyping;
  const bursts: number[] = [];
  for (const [at, chars] of insertions) {
    const next = nextTyping(window, chars, at);
    window = next.window;
    if (next.burst !== null) bursts.push(next.burst);
  }
  return bursts;
}

describe('typing bursts', () => {
  it('never flags a fast typist: 15 characters a second for a minute', () => {
    const typing = Array.from({ length: 900 }, (_, i): [number, number] => [Math.round(i * (1000 / 15)), 1]);
    expect(run(typing)).toEqual([]);
  });

  it('flags a block of text typed in at once, with its size', () => {
    expect(run([[0, 300]])).toEqual([300]);
  });

  it('flags many characters typed within two seconds, once per burst', () => {
    const tool = Array.from({ length: 200 }, (_, i): [number, number] => [i * 5, 1]);
    expect(run(tool)).toEqual([BURST_CHARS + 1]);
  });

  it('does not add up typing that is further apart than the window', () => {
    expect(
      run([
        [0, 100],
        [2_500, 100],
        [5_000, 100],
      ]),
    ).toEqual([]);
  });
});
