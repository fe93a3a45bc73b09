/** Rounds to two decimals, which is how marks and percentages are shown and stored. */
export const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;
