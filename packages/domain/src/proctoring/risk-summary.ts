import type { ProctorEventName } from './proctor-events';

/** Which recorded events each count of the risk summary adds up. */
export const RISK_COUNTS = {
  tabSwitches: ['tab_switch'],
  fullscreenExits: ['fullscreen_exit'],
  faceEvents: ['face_missing', 'faces_multiple'],
  movementWarnings: ['camera_movement'],
  noiseWarnings: ['audio_limit'],
  connectionLosses: ['connection_lost'],
  pastes: ['paste'],
  typingBursts: ['typing_burst'],
} as const satisfies Record<string, readonly ProctorEventName[]>;

export type RiskCount = keyof typeof RISK_COUNTS;
export const RISK_COUNT_NAMES = Object.keys(RISK_COUNTS) as RiskCount[];

/** One step of an attempt's hash-chained log, as far as the summary reads it. */
export interface LogStep {
  seq: number;
  kind: string;
  payload: unknown;
}

/**
 * What a reviewer looks at first; every number is a count of steps of the attempt's log. A step that names the
 * step it repeats (`sameAs`: the page's own report of a lost connection the server had logged already) is not
 * counted a second time.
 */
export interface RiskSummary {
  counts: Record<RiskCount, number>;
  /** the seq of each step behind a count, oldest first: links into the timeline */
  steps: Record<RiskCount, number[]>;
  /** characters of every paste, blocked ones included */
  pastedChars: number;
  blockedPastes: number;
  /** the snapshots the browser took with its face events */
  snapshots: string[];
  /** any count above zero */
  flagged: boolean;
}

const countOf = new Map<string, RiskCount>(
  RISK_COUNT_NAMES.flatMap((name) => RISK_COUNTS[name].map((type) => [type, name] as const)),
);

const fieldsOf = (payload: unknown): Record<string, unknown> =>
  payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};

const nonNegative = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

/** The risk summary of one attempt, derived from its log steps alone (any order; other kinds are ignored). */
export function riskSummaryOf(log: readonly LogStep[]): RiskSummary {
  const steps = Object.fromEntries(RISK_COUNT_NAMES.map((name) => [name, [] as number[]])) as Record<
    RiskCount,
    number[]
  >;
  let pastedChars = 0;
  let blockedPastes = 0;
  const snapshots: string[] = [];
  for (const step of [...log].sort((a, b) => a.seq - b.seq)) {
    if (step.kind !== 'proctor') continue;
    const payload = fieldsOf(step.payload);
    const name = typeof payload.type === 'string' ? countOf.get(payload.type) : undefined;
    if (!name || payload.sameAs !== undefined) continue;
    steps[name].push(step.seq);
    if (name === 'pastes') {
      pastedChars += nonNegative(payload.chars);
      if (payload.blocked === true) blockedPastes++;
    }
    if (name === 'faceEvents' && typeof payload.screenshotId === 'string')
      snapshots.push(payload.screenshotId);
  }
  const counts = Object.fromEntries(RISK_COUNT_NAMES.map((name) => [name, steps[name].length])) as Record<
    RiskCount,
    number
  >;
  return {
    counts,
    steps,
    pastedChars,
    blockedPastes,
    snapshots,
    flagged: RISK_COUNT_NAMES.some((name) => counts[name] > 0),
  };
}
