/** The simulation's known truth: item banks, examinees and who answers what. All seeded. */
import {
  answers,
  type BankItem,
  normals,
  type ResponseMatrix,
  seededRandom,
  seededShuffle,
} from '@placement/domain';

export const ITEMS = 300;
export const EXAMINEES = 5000;
export const TOPICS = 5;

/** Difficulties spread evenly over [−2.5, 2.5], in a seeded order so topics and ids carry no difficulty. */
const difficulties = seededShuffle(
  Array.from({ length: ITEMS }, (_, i) => -2.5 + (5 * i) / (ITEMS - 1)),
  'cat-bench/difficulties',
);

const bankOf = (a: (i: number) => number): BankItem[] =>
  difficulties.map((b, i) => ({ id: `item-${i}`, a: a(i), b, topic: i % TOPICS, status: 'calibrated' }));

/** Rasch: every a = 1. */
export const raschBank = bankOf(() => 1);

/** 2PL: a log-normal around 1 (σ = 0.3), held to [0.4, 2.5]. */
const slopes = normals(ITEMS, 'cat-bench/slopes', 0, 0.3).map((z) =>
  Math.min(2.5, Math.max(0.4, Math.exp(z))),
);
export const twoPlBank = bankOf((i) => slopes[i]!);

export const thetas = normals(EXAMINEES, 'cat-bench/thetas');

/**
 * Each examinee answers `perExaminee` items so that every item gets exactly `perItem` answers: the items are
 * laid out as perItem seeded permutations of the bank, cut into consecutive chunks (perExaminee divides 300,
 * so no chunk repeats an item). Overlapping random subsets, as many short linear forms would give.
 */
export const sparseDesign = (bank: readonly BankItem[], perItem: number, seed: string): ResponseMatrix => {
  const perExaminee = (ITEMS * perItem) / EXAMINEES;
  if (!Number.isInteger(perExaminee) || ITEMS % perExaminee !== 0)
    throw new Error(`${perItem} does not divide`);
  const order = Array.from({ length: perItem }, (_, round) =>
    seededShuffle(
      bank.map((_, j) => j),
      `${seed}/round-${round}`,
    ),
  ).flat();
  const random = seededRandom(`${seed}/answers`);
  const persons = thetas.map((theta, e) => {
    const items = order.slice(e * perExaminee, (e + 1) * perExaminee);
    return { items, scores: items.map((j) => (answers(theta, bank[j]!, random) ? 1 : 0) as 0 | 1) };
  });
  return { itemIds: bank.map((item) => item.id), persons };
};
