import { describe, expect, it } from 'vitest';
import { bucketsOf } from './histogram';

describe('bucketsOf', () => {
  it('puts percentages in bands of ten, 100 in the last', () => {
    expect(bucketsOf([0, 9.9, 10, 55, 100, 99])).toEqual([2, 1, 0, 0, 0, 1, 0, 0, 0, 2]);
  });
});
