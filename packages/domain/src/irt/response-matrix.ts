/**
 * The data a calibration reads: which items each person answered and whether each answer earned full
 * marks. Sparse, because an adaptive test asks each student a different subset of the bank.
 */

export interface PersonResponses {
  /** indices into the matrix's items */
  items: readonly number[];
  /** 1 for full marks, 0 otherwise, parallel to `items` */
  scores: readonly (0 | 1)[];
  /** how many people gave exactly this pattern (1 when absent) */
  weight?: number;
}

export interface ResponseMatrix {
  itemIds: readonly string[];
  persons: readonly PersonResponses[];
}

/** One stored, graded answer. */
export interface GradedAnswer {
  personId: string;
  itemId: string;
  marks: number;
  maxMarks: number;
}

/**
 * A partial score counts as wrong: only full marks score 1 (a coding answer passing 7 of 10 testcases is 0).
 * The README of this folder says why.
 */
export const dichotomise = (marks: number, maxMarks: number): 0 | 1 =>
  maxMarks > 0 && marks >= maxMarks ? 1 : 0;

/**
 * Builds the matrix from graded answers, items in first-seen order unless `itemIds` fixes them (answers to
 * other items are left out). A person's second answer to the same item is ignored.
 */
export const responseMatrixOf = (
  answers: readonly GradedAnswer[],
  itemIds?: readonly string[],
): ResponseMatrix => {
  const ids = itemIds ? [...itemIds] : [...new Set(answers.map((answer) => answer.itemId))];
  const indexOf = new Map(ids.map((id, index) => [id, index]));
  const byPerson = new Map<string, { items: number[]; scores: (0 | 1)[] }>();
  for (const answer of answers) {
    const item = indexOf.get(answer.itemId);
    if (item === undefined) continue;
    const person = byPerson.get(answer.personId) ?? { items: [], scores: [] };
    byPerson.set(answer.personId, person);
    if (person.items.includes(item)) continue;
    person.items.push(item);
    person.scores.push(dichotomise(answer.marks, answer.maxMarks));
  }
  return { itemIds: ids, persons: [...byPerson.values()] };
};

/** Responses per item, weighted by each pattern's count. */
export const responseCounts = (matrix: ResponseMatrix): number[] => {
  const counts = new Array<number>(matrix.itemIds.length).fill(0);
  for (const person of matrix.persons) {
    for (const item of person.items) counts[item] = counts[item]! + (person.weight ?? 1);
  }
  return counts;
};
