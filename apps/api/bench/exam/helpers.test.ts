import { describe, expect, it } from 'vitest';
import { lostAnswers } from './lost';
import { planStudent, seeded } from './schedule';
import { snapshotDataUrl } from './snapshot-image';
import { CAMPUS_ADDRESS, ownAddress, sourceAddresses } from './sources';
import { capacityMiss, missedTargets, stepUp } from './targets';
import { webTimers } from './traffic-model';

describe('source addresses', () => {
  it('puts the campus share behind one address and gives the rest distinct loopback addresses', () => {
    const addresses = sourceAddresses(1000, 0.5);
    expect(addresses.filter((a) => a === CAMPUS_ADDRESS)).toHaveLength(500);
    const own = addresses.filter((a) => a !== CAMPUS_ADDRESS);
    expect(new Set(own).size).toBe(500);
    for (const address of own) expect(address).toMatch(/^127\.\d+\.\d+\.\d+$/);
  });

  it('never hands out a .0 or .255 host and stays distinct past 65,000 students', () => {
    const many = Array.from({ length: 70_000 }, (_, i) => ownAddress(i));
    expect(new Set(many).size).toBe(70_000);
    expect(many.some((a) => a.endsWith('.0') || a.endsWith('.255'))).toBe(false);
    expect(ownAddress(0)).toBe('127.1.0.1');
  });

  it('refuses a share outside 0..1', () => {
    expect(() => sourceAddresses(10, 1.5)).toThrow(/campus-share/);
  });
});

describe('a student plan', () => {
  const options = { herdSeconds: 60, runSeconds: 3600, cameraRequired: true, coding: false };

  it('starts within the herd and stays until the last herd window', () => {
    const random = seeded(1);
    for (let i = 0; i < 100; i++) {
      const plan = planStudent(options, random);
      expect(plan.startAtMs).toBeGreaterThanOrEqual(0);
      expect(plan.startAtMs).toBeLessThan(60_000);
      expect(plan.sessionMs).toBe(3_540_000);
      expect(plan.extras.every((e) => e.atMs < plan.sessionMs + 2)).toBe(true);
    }
  });

  it('sends a snapshot every 10 minutes with the camera, none without', () => {
    const snapshots = (camera: boolean) =>
      planStudent({ ...options, cameraRequired: camera }, seeded(2)).extras.filter(
        (e) => e.kind === 'snapshot' && e.atMs % webTimers.snapshotEveryMs === 0,
      ).length;
    expect(snapshots(true)).toBe(5);
    expect(snapshots(false)).toBe(0);
  });

  it('runs and compiles code only for a coding student, in time order', () => {
    const coder = planStudent({ ...options, coding: true }, seeded(3)).extras;
    expect(coder.some((e) => e.kind === 'run')).toBe(true);
    expect(coder.some((e) => e.kind === 'compile')).toBe(true);
    expect(coder.map((e) => e.atMs)).toEqual([...coder.map((e) => e.atMs)].sort((a, b) => a - b));
    const other = planStudent(options, seeded(3)).extras;
    expect(other.some((e) => e.kind === 'run' || e.kind === 'compile')).toBe(false);
  });
});

describe('targets', () => {
  const stats = (p99: number) => ({ count: 10, errors: 0, p50: 1, p95: 1, p99, max: p99 });
  const held = {
    routes: { answer: stats(40), start: stats(150) },
    errors: 0,
    lostAnswers: 0,
    answerCapacity: 2000,
    hello: 15_000,
    herdSeconds: 60,
  };

  it('holds within every target and names each miss', () => {
    expect(missedTargets(held)).toEqual([]);
    const missed = missedTargets({
      ...held,
      routes: { answer: stats(51), start: stats(201) },
      errors: 1,
      lostAnswers: 2,
      answerCapacity: 1000,
    });
    expect(missed).toHaveLength(4);
    expect(missed.join(' ')).toMatch(/answer p99.*start p99.*1 errors.*2 lost/);
  });

  it('reports the answer capacity apart: a share of hello, whatever the number of students', () => {
    expect(capacityMiss(held)).toBeNull();
    expect(capacityMiss({ ...held, answerCapacity: 1000 })).toMatch(/1000\/s is 6\.7 % of hello/);
  });

  it('counts a route that was never measured as a miss', () => {
    expect(missedTargets({ ...held, routes: {} })).toEqual([
      'no answer was measured',
      'no start was measured',
    ]);
  });

  it('steps up until the first miss and reports the highest N that held', async () => {
    const tried: number[] = [];
    const outcome = await stepUp([10, 20, 50, 100], async (n) => {
      tried.push(n);
      return { missed: n >= 50 ? ['too slow'] : [], result: n };
    });
    expect(tried).toEqual([10, 20, 50]);
    expect(outcome.held).toBe(20);
    expect(outcome.brokeAt).toBe(50);
  });
});

describe('lost answers', () => {
  it('are the acknowledged ones the database does not have', () => {
    expect(lostAnswers(['a/1', 'a/2', 'b/1'], new Set(['a/1', 'b/1', 'c/9']))).toEqual(['a/2']);
  });
});

describe('the snapshot', () => {
  it('is a PNG data URL of a webcam frame size, under the server limit of 2 MB', () => {
    const url = snapshotDataUrl();
    const data = Buffer.from(url.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect([...data.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(data.length).toBeGreaterThan(50_000);
    expect(data.length).toBeLessThan(2 * 1024 * 1024);
  });
});
