/** Rounds to two decimals, which is how marks and percentages are shown and stored. */
export const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

/** Marks, scores and percentages as every screen and export shows them: at most two decimals, no trailing zeros. */
export const formatMarks = (value: number): string => String(round2(value));
