/**
 * Classical test statistics of one assessment, as Moodle's quiz statistics report computes them
 * (mod/quiz/report/statistics and question/classes/statistics/questions/calculator.php; the formulas are on
 * docs.moodle.org "Quiz statistics calculations"). Pure: a response matrix in, figures out. A figure that the
 * data cannot give (one attempt, no variance) is null, never NaN.
 */

/** One attempt's marks, by item: null where the item was not asked (an adaptive test asks a subset). */
export interface ScoredAttempt {
  marks: (number | null)[];
}

export interface ItemInfo {
  /** the most this item can score */
  maxMark: number;
}

export interface TestStatistics {
  attempts: number;
  mean: number | null;
  median: number | null;
  standardDeviation: number | null;
  skewness: number | null;
  kurtosis: number | null;
  /** Cronbach's α as a percentage (Moodle's "coefficient of internal consistency"; KR-20 for right/wrong items) */
  internalConsistency: number | null;
  /** 100·√(1 − α): the share of the spread that is measurement error */
  errorRatio: number | null;
  /** standard error of measurement, in marks */
  standardError: number | null;
}

export interface ItemStatistics {
  /** attempts that were asked this item */
  attempts: number;
  /** mean mark as a share of the item's maximum, 0–1 */
  facility: number | null;
  standardDeviation: number | null;
  /** correlation of the item's mark with the rest of the test's, in % */
  discriminationIndex: number | null;
  /** covariance with the rest of the test as a % of the most the marks' distributions allow */
  discriminativeEfficiency: number | null;
}

const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Total mark of each attempt: the marks of the items it was asked. */
export const totalsOf = (attempts: ScoredAttempt[]) =>
  attempts.map((a) => sum(a.marks.filter((m): m is number => m !== null)));

/** Sample variance (n − 1), or null below two values. */
function variance(values: number[], mean: number): number | null {
  if (values.length < 2) return null;
  return sum(values.map((v) => (v - mean) ** 2)) / (values.length - 1);
}

/** Per item: facility, spread and how well it separates strong from weak attempts. */
export function itemStatistics(attempts: ScoredAttempt[], items: ItemInfo[]): ItemStatistics[] {
  const totals = totalsOf(attempts);
  return items.map((item, index) => {
    const marks: number[] = [];
    const rest: number[] = [];
    attempts.forEach((attempt, a) => {
      const mark = attempt.marks[index];
      if (mark === null || mark === undefined) return;
      marks.push(mark);
      rest.push(totals[a]! - mark);
    });
    const s = marks.length;
    if (s === 0) {
      return {
        attempts: 0,
        facility: null,
        standardDeviation: null,
        discriminationIndex: null,
        discriminativeEfficiency: null,
      };
    }
    const markMean = sum(marks) / s;
    const restMean = sum(rest) / s;
    const markVariance = variance(marks, markMean);
    const restVariance = variance(rest, restMean);
    const covariance =
      s > 1 ? sum(marks.map((m, i) => (m - markMean) * (rest[i]! - restMean))) / (s - 1) : null;
    // the largest covariance these two sets of marks could have: both sorted the same way
    const sortedMarks = [...marks].sort((x, y) => x - y);
    const sortedRest = [...rest].sort((x, y) => x - y);
    const covarianceMax =
      s > 1 ? sum(sortedMarks.map((m, i) => (m - markMean) * (sortedRest[i]! - restMean))) / (s - 1) : null;
    const spread = (markVariance ?? 0) * (restVariance ?? 0);
    return {
      attempts: s,
      facility: item.maxMark > 0 ? markMean / item.maxMark : null,
      standardDeviation: markVariance === null ? null : Math.sqrt(markVariance),
      discriminationIndex: covariance !== null && spread > 0 ? (100 * covariance) / Math.sqrt(spread) : null,
      discriminativeEfficiency:
        covariance !== null && covarianceMax ? (100 * covariance) / covarianceMax : null,
    };
  });
}

/** The test as a whole: the spread of totals and how consistently its items measure one thing. */
export function testStatistics(attempts: ScoredAttempt[], items: ItemInfo[]): TestStatistics {
  const totals = totalsOf(attempts);
  const s = totals.length;
  const mean = s > 0 ? sum(totals) / s : null;
  const none: TestStatistics = {
    attempts: s,
    mean,
    median: median(totals),
    standardDeviation: null,
    skewness: null,
    kurtosis: null,
    internalConsistency: null,
    errorRatio: null,
    standardError: null,
  };
  if (mean === null || s < 2) return none;
  const power = (p: number) => sum(totals.map((t) => (t - mean) ** p));
  const standardDeviation = Math.sqrt(power(2) / (s - 1));
  const result: TestStatistics = { ...none, standardDeviation };
  if (s < 3) return result;
  const m2 = power(2) / s;
  const m3 = power(3) / s;
  const m4 = power(4) / s;
  const k2 = (s * m2) / (s - 1);
  if (k2 === 0) return result;
  const k3 = (s * s * m3) / ((s - 1) * (s - 2));
  result.skewness = k3 / k2 ** 1.5;
  if (s > 3) {
    const k4 = (s * s * ((s + 1) * m4 - 3 * (s - 1) * m2 * m2)) / ((s - 1) * (s - 2) * (s - 3));
    result.kurtosis = k4 / (k2 * k2);
  }
  const p = items.length;
  if (p > 1) {
    const itemVariances = itemVarianceSum(attempts, p);
    const alpha = ((100 * p) / (p - 1)) * (1 - itemVariances / k2);
    result.internalConsistency = alpha;
    // α can fall below 0 on a test whose items pull apart; the error ratio is then undefined
    if (alpha <= 100 && alpha >= 0) {
      result.errorRatio = 100 * Math.sqrt(1 - alpha / 100);
      result.standardError = (result.errorRatio * standardDeviation) / 100;
    }
  }
  return result;
}

function itemVarianceSum(attempts: ScoredAttempt[], itemCount: number): number {
  let total = 0;
  for (let index = 0; index < itemCount; index++) {
    const marks = attempts
      .map((a) => a.marks[index])
      .filter((m): m is number => m !== null && m !== undefined);
    if (marks.length < 2) continue;
    total += variance(marks, sum(marks) / marks.length) ?? 0;
  }
  return total;
}

/** How many attempts scored in each of `bins` equal bands of 0…maxTotal (the last band includes the maximum). */
export function histogram(totals: number[], maxTotal: number, bins = 10): number[] {
  const counts = new Array<number>(bins).fill(0);
  if (maxTotal <= 0) return counts;
  for (const total of totals) {
    const bin = Math.min(bins - 1, Math.max(0, Math.floor((total / maxTotal) * bins)));
    counts[bin]! += 1;
  }
  return counts;
}
