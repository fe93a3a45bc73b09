import { round2 } from '../round';

/**
 * Standard competition ranks ("1, 2, 2, 4") of values compared as shown (two decimals), highest first; a null
 * value has no rank. Returned in the order of the input.
 */
export function competitionRanks(values: readonly (number | null)[]): (number | null)[] {
  const shown = values.map((v) => (v === null ? null : round2(v)));
  const sorted = shown.filter((v): v is number => v !== null).sort((a, b) => b - a);
  const firstAt = new Map<number, number>();
  sorted.forEach((v, i) => {
    if (!firstAt.has(v)) firstAt.set(v, i + 1);
  });
  return shown.map((v) => (v === null ? null : (firstAt.get(v) ?? null)));
}
