import { describe, expect, it } from 'vitest';
import { type Owner, OwnerQueue, SlotPool } from './pool';

/** Work that holds its slot until released; records the order in which work started. */
function holder(pool: SlotPool, started: string[]) {
  const releases = new Map<string, () => void>();
  const hold = (name: string, owner: Owner) =>
    pool.use(async () => {
      started.push(name);
      await new Promise<void>((resolve) => releases.set(name, resolve));
    }, owner);
  const release = async (name: string) => {
    releases.get(name)?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { hold, release };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SlotPool', () => {
  it("gives a freed slot to the waiting owner that holds the fewest, not to one student's queue", async () => {
    const started: string[] = [];
    const pool = new SlotPool(2, 60_000);
    const { hold, release } = holder(pool, started);
    for (const name of ['a1', 'a2', 'a3', 'a4']) void hold(name, 'student-a');
    await tick();
    void hold('b1', 'student-b');
    await tick();
    expect(started).toEqual(['a1', 'a2']);
    await release('a1');
    expect(started).toEqual(['a1', 'a2', 'b1']);
    await release('a2');
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3']);
  });

  it('keeps first come, first served between equals', async () => {
    const started: string[] = [];
    const pool = new SlotPool(1, 60_000);
    const { hold, release } = holder(pool, started);
    void hold('x', undefined);
    for (const name of ['c1', 'd1', 'c2', 'e1']) void hold(name, name.slice(0, 1));
    await tick();
    for (const name of ['x', 'c1', 'd1', 'c2']) await release(name);
    expect(started).toEqual(['x', 'c1', 'd1', 'c2', 'e1']);
  });
});

describe('OwnerQueue', () => {
  it("runs one owner's requests one at a time, in order, and other owners' beside them", async () => {
    const queue = new OwnerQueue();
    const events: string[] = [];
    const job = (name: string, ms: number) => async () => {
      events.push(`${name} start`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      events.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([
      queue.run('a', job('a1', 30)),
      queue.run('a', job('a2', 1)),
      queue.run('b', job('b1', 1)),
    ]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(events.indexOf('a2 start')).toBeGreaterThan(events.indexOf('a1 end'));
    expect(events.indexOf('b1 end')).toBeLessThan(events.indexOf('a1 end'));
  });

  it('goes on with the next request when one fails', async () => {
    const queue = new OwnerQueue();
    const failing = queue.run('a', async () => {
      throw new Error('boom');
    });
    await expect(failing).rejects.toThrow('boom');
    expect(await queue.run('a', async () => 'next')).toBe('next');
  });
});
