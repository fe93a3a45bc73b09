/** Per-run limits a caller may ask for. Each is clamped to the server ceiling: a caller can only lower them. */
export interface Limits {
  /** CPU time of the whole run (all processes), in ms. */
  timeMs: number;
  memoryMb: number;
  /** Bytes of stdout before the run is stopped with an output-limit verdict. */
  outputBytes: number;
}

export type LimitsInput = Partial<Limits>;

// The output ceiling leaves room for a 64 MiB expected output; the default limit stays small.
export const defaultCeilings: Limits = { timeMs: 5_000, memoryMb: 512, outputBytes: 80 * 1024 * 1024 };
export const defaultLimits: Limits = { timeMs: 2_000, memoryMb: 256, outputBytes: 4 * 1024 * 1024 };

/**
 * A compile holds a pool slot; a legitimate one takes ~0.1–2 s (javac ~1 s, <bits/stdc++.h> without the
 * precompiled header ~2 s), so CPU time over both cores is capped at 8 s and the wall clock at 12 s.
 */
export const compileLimits = { timeMs: 8_000, wallMs: 12_000, memoryMb: 1_024, outputBytes: 64 * 1024 };

/** Smallest limits that still let a hello-world start; a caller asking for less gets these. */
const floors: Limits = { timeMs: 100, memoryMb: 4, outputBytes: 1 };

function clamp(value: number | undefined, fallback: number, floor: number, ceiling: number): number {
  const wanted = value === undefined || !Number.isFinite(value) ? fallback : value;
  return Math.max(floor, Math.min(ceiling, Math.floor(wanted)));
}

export function resolveLimits(
  requested: LimitsInput | undefined,
  defaults: Limits,
  ceilings: Limits,
): Limits {
  return {
    timeMs: clamp(requested?.timeMs, defaults.timeMs, floors.timeMs, ceilings.timeMs),
    memoryMb: clamp(requested?.memoryMb, defaults.memoryMb, floors.memoryMb, ceilings.memoryMb),
    outputBytes: clamp(
      requested?.outputBytes,
      defaults.outputBytes,
      floors.outputBytes,
      ceilings.outputBytes,
    ),
  };
}

/** Sleeping programs burn no CPU; the wall clock catches them. */
export function wallTimeFor(timeMs: number): number {
  return Math.max(timeMs * 2, timeMs + 1_000);
}
