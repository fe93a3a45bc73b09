import { behaviour, webTimers } from './traffic-model';

/** The requests of one student that do not follow from a reply: proctoring, snapshots, coding. */
export type Extra =
  | { atMs: number; kind: 'event'; type: string; detail?: string }
  | { atMs: number; kind: 'snapshot' }
  | { atMs: number; kind: 'run' }
  | { atMs: number; kind: 'compile'; viewLog: boolean };

export interface StudentPlan {
  /** seconds from the run's start to this student's start (the herd) */
  startAtMs: number;
  /** how long the student stays in the test after starting */
  sessionMs: number;
  extras: Extra[];
}

export interface PlanOptions {
  herdSeconds: number;
  runSeconds: number;
  cameraRequired: boolean;
  coding: boolean;
}

/** Times of a Poisson process of `perHour` over `durationMs`. */
function poisson(perHour: number, durationMs: number, random: () => number): number[] {
  const times: number[] = [];
  if (perHour <= 0) return times;
  const meanGap = 3_600_000 / perHour;
  let at = -Math.log(1 - random()) * meanGap;
  while (at < durationMs) {
    times.push(at);
    at += -Math.log(1 - random()) * meanGap;
  }
  return times;
}

/**
 * One student's schedule: starts somewhere in the herd, stays until the run's last `herdSeconds` (so the
 * ends spread like the starts), and sends the traffic model's extras at their rates.
 */
export function planStudent(options: PlanOptions, random: () => number = Math.random): StudentPlan {
  const herdMs = options.herdSeconds * 1000;
  const startAtMs = random() * herdMs;
  const sessionMs = Math.max(0, options.runSeconds * 1000 - herdMs);
  const extras: Extra[] = [];
  const rates = behaviour.eventsPerHour;
  if (options.cameraRequired && random() < behaviour.microphoneUnavailableShare) {
    extras.push({ atMs: 0, kind: 'event', type: 'microphone_unavailable' });
  }
  for (const atMs of poisson(rates.tab_switch, sessionMs, random)) {
    extras.push({ atMs, kind: 'event', type: 'tab_switch' });
  }
  for (const atMs of poisson(rates.connection_blip, sessionMs, random)) {
    extras.push({ atMs, kind: 'event', type: 'connection_lost', detail: 'offline for 3 s' });
    extras.push({ atMs: atMs + 1, kind: 'event', type: 'connection_restored' });
  }
  if (options.cameraRequired) {
    for (const atMs of poisson(rates.audio_limit, sessionMs, random)) {
      extras.push({ atMs, kind: 'event', type: 'audio_limit', detail: 'loud for 2 s (-20 dBFS)' });
    }
    for (const atMs of poisson(rates.camera_movement, sessionMs, random)) {
      // use-camera-proctor.ts takes a snapshot, then reports the movement
      extras.push({ atMs, kind: 'snapshot' });
      extras.push({ atMs: atMs + 1, kind: 'event', type: 'camera_movement', detail: 'count 5' });
    }
    for (let atMs = webTimers.snapshotEveryMs; atMs < sessionMs; atMs += webTimers.snapshotEveryMs) {
      extras.push({ atMs, kind: 'snapshot' });
    }
  }
  if (options.coding) {
    const { runsPerHour, compilesPerHour, submissionsTabShare } = behaviour.coding;
    for (const atMs of poisson(runsPerHour, sessionMs, random)) extras.push({ atMs, kind: 'run' });
    for (const atMs of poisson(compilesPerHour, sessionMs, random)) {
      extras.push({ atMs, kind: 'compile', viewLog: random() < submissionsTabShare });
    }
  }
  extras.sort((a, b) => a.atMs - b.atMs);
  return { startAtMs, sessionMs, extras };
}

/** A small seeded generator (mulberry32), so a plan can be reproduced. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
