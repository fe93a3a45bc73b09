import { type Cutoffs, cutoffParam, skillKey } from '@placement/domain';

/** What the filter fields hold, as typed: empty means no cut-off. */
export interface FilterFields {
  minOverall: string;
  /** by skill key */
  skills: Record<string, string>;
  /** 'overall' or a skill */
  sort: string;
}

export const noFilters: FilterFields = { minOverall: '', skills: {}, sort: 'overall' };

const percentage = (text: string): number | null => {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && value <= 100 ? value : null;
};

/** The cut-offs the fields set, for the cohort's skills only (a skill of tests no longer chosen is dropped). */
export function cutoffsOf(fields: FilterFields, skills: readonly string[]): Cutoffs {
  return {
    minOverall: percentage(fields.minOverall),
    skills: skills.flatMap((skill) => {
      const min = percentage(fields.skills[skillKey(skill)] ?? '');
      return min === null ? [] : [{ skill, min }];
    }),
  };
}

/** The order asked for, if the skill is still in the cohort. */
export const sortOf = (fields: FilterFields, skills: readonly string[]): string =>
  skills.some((s) => skillKey(s) === skillKey(fields.sort)) ? fields.sort : 'overall';

/** The same filters as the API's query (`minOverall`, `cutoff=<skill>:<min>`, `sort`), for a download. */
export function filterQuery(fields: FilterFields, skills: readonly string[]) {
  const cutoffs = cutoffsOf(fields, skills);
  return {
    minOverall: cutoffs.minOverall ?? undefined,
    cutoff: (cutoffs.skills ?? []).map(cutoffParam),
    sort: sortOf(fields, skills),
  };
}
