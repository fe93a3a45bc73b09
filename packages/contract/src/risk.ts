import { RISK_COUNT_NAMES, type RiskCount } from '@placement/domain';
import { type Static, type TArray, type TInteger, Type } from 'typebox';

const counts = Object.fromEntries(RISK_COUNT_NAMES.map((name) => [name, Type.Integer()])) as Record<
  RiskCount,
  TInteger
>;
const steps = Object.fromEntries(
  RISK_COUNT_NAMES.map((name) => [name, Type.Array(Type.Integer())]),
) as Record<RiskCount, TArray<TInteger>>;

/** An attempt's risk summary (packages/domain/src/proctoring/risk-summary.ts): counts of its log's steps. */
export const RiskSummary = Type.Object({
  counts: Type.Object(counts),
  /** the seq of the timeline steps behind each count */
  steps: Type.Object(steps),
  pastedChars: Type.Integer(),
  blockedPastes: Type.Integer(),
  /** ids of the snapshots taken with face events */
  snapshots: Type.Array(Type.String()),
  flagged: Type.Boolean(),
});
export type RiskSummary = Static<typeof RiskSummary>;

/** The name of each count, as the college's screens and the results export show it. */
export const riskLabels: Record<RiskCount, string> = {
  tabSwitches: 'Tab switches',
  fullscreenExits: 'Fullscreen exits',
  faceEvents: 'Face events',
  movementWarnings: 'Movement warnings',
  noiseWarnings: 'Noise warnings',
  connectionLosses: 'Connection losses',
  pastes: 'Pastes',
  typingBursts: 'Typing bursts',
};
export const highestSimilarityLabel = 'Highest code similarity';

/** A code similarity (0 to 1) as the screens and the results export show it: a whole percentage, "88%". */
export const similarityPercent = (fraction: number): string => `${Math.round(fraction * 100)}%`;
