import { describe, expect, it } from 'vitest';
import { seededRandom, seededShuffle } from './seeded-shuffle';

describe('seededShuffle', () => {
  const items = Array.from({ length: 20 }, (_, index) => index);

  it('is a permutation and leaves its input alone', () => {
    const copy = [...items];
    expect([...seededShuffle(items, 'x')].sort((a, b) => a - b)).toEqual(items);
    expect(items).toEqual(copy);
  });

  it('depends only on the seed', () => {
    expect(seededShuffle(items, 'x')).toEqual(seededShuffle(items, 'x'));
    expect(seededShuffle(items, 'x')).not.toEqual(seededShuffle(items, 'y'));
  });

  it('draws numbers in [0, 1)', () => {
    const random = seededRandom('range');
    const draws = Array.from({ length: 1000 }, random);
    expect(draws.every((value) => value >= 0 && value < 1)).toBe(true);
  });
});
