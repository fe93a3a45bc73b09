import { describe, expect, it } from 'vitest';
import { type LogStep, riskSummaryOf } from './risk-summary';

const proctor = (seq: number, payload: Record<string, unknown>): LogStep => ({
  seq,
  kind: 'proctor',
  payload,
});

describe('riskSummaryOf', () => {
  it('counts nothing and flags nothing for a clean log', () => {
    const summary = riskSummaryOf([
      { seq: 1, kind: 'served', payload: {} },
      { seq: 2, kind: 'answer', payload: { response: 1 } },
      { seq: 3, kind: 'end', payload: { reason: 'manual' } },
    ]);
    expect(summary.flagged).toBe(false);
    expect(Object.values(summary.counts).every((n) => n === 0)).toBe(true);
    expect(summary.pastedChars).toBe(0);
  });

  it('counts each kind of event with the steps behind it, in log order', () => {
    const summary = riskSummaryOf([
      proctor(9, { type: 'tab_switch' }),
      proctor(2, { type: 'tab_switch' }),
      proctor(3, { type: 'fullscreen_exit' }),
      proctor(4, { type: 'face_missing', screenshotId: 'shot-1' }),
      proctor(5, { type: 'faces_multiple', detail: '2 faces' }),
      proctor(6, { type: 'camera_movement' }),
      proctor(7, { type: 'audio_limit' }),
      proctor(8, { type: 'connection_lost' }),
      proctor(10, { type: 'typing_burst', chars: 320 }),
    ]);
    expect(summary.counts).toEqual({
      tabSwitches: 2,
      fullscreenExits: 1,
      faceEvents: 2,
      movementWarnings: 1,
      noiseWarnings: 1,
      connectionLosses: 1,
      pastes: 0,
      typingBursts: 1,
    });
    expect(summary.steps.tabSwitches).toEqual([2, 9]);
    expect(summary.steps.faceEvents).toEqual([4, 5]);
    expect(summary.snapshots).toEqual(['shot-1']);
    expect(summary.flagged).toBe(true);
  });

  it("counts a lost connection once when the page's report repeats the one the server logged (sameAs)", () => {
    const summary = riskSummaryOf([
      proctor(3, { type: 'connection_lost', detail: 'Not heard from for 35 s', silentSince: 'earlier' }),
      proctor(4, { type: 'connection_lost', detail: 'offline for 41 s', sameAs: 3 }),
      proctor(9, { type: 'connection_lost', detail: 'offline for 8 s' }),
    ]);
    expect(summary.counts.connectionLosses).toBe(2);
    expect(summary.steps.connectionLosses).toEqual([3, 9]);
  });

  it('adds up pasted characters, blocked pastes included, and counts the blocked ones', () => {
    const summary = riskSummaryOf([
      proctor(1, { type: 'paste', chars: 40, blocked: true }),
      proctor(2, { type: 'paste', chars: 12, blocked: false }),
      proctor(3, { type: 'paste', chars: 'lots' }),
    ]);
    expect(summary.counts.pastes).toBe(3);
    expect(summary.pastedChars).toBe(52);
    expect(summary.blockedPastes).toBe(1);
    expect(summary.flagged).toBe(true);
  });

  it('ignores events that are not flags and steps of other kinds that look like them', () => {
    const summary = riskSummaryOf([
      proctor(1, { type: 'connection_restored' }),
      proctor(2, { type: 'page_left' }),
      proctor(3, { type: 'microphone_unavailable' }),
      { seq: 4, kind: 'screenshot', payload: { type: 'tab_switch' } },
      { seq: 5, kind: 'proctor', payload: null },
    ]);
    expect(summary.flagged).toBe(false);
  });
});
