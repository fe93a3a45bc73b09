import { describe, expect, it } from 'vitest';
import { BriefCache } from './brief-cache';

describe('BriefCache', () => {
  it('loads a key once per period, shares a load between simultaneous requests and forgets failures', async () => {
    const cache = new BriefCache<number>(5_000, 2);
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('x', load, 0), cache.get('x', load, 10)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    expect(await cache.get('x', load, 4_999)).toBe(1);
    expect(await cache.get('x', load, 5_000)).toBe(2);

    await expect(cache.get('y', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    expect(await cache.get('y', load, 1)).toBe(3);

    // past its size the oldest key goes first
    await cache.get('z', load, 2);
    expect(await cache.get('x', load, 3)).toBe(5);
  });
});
