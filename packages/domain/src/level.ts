export const LEVELS = ['L1', 'L2', 'L3'] as const;

export type Level = (typeof LEVELS)[number];

export const DEFAULT_LEVEL_MARKS: Readonly<Record<Level, number>> = { L1: 1, L2: 2, L3: 3 };
