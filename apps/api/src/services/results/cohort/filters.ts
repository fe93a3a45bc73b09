import { COHORT_MESSAGES } from '@placement/contract';
import {
  type Cutoffs,
  distinctCutoffs,
  filterCohort,
  parseCutoff,
  type Ranking,
  type SkillCutoff,
  skillKey,
  sortCohort,
} from '@placement/domain';
import { badRequest } from '../../../lib/http-error';

export interface FilterQuery {
  minOverall?: number;
  cutoff?: string[];
  sort?: string;
}

/** The query's cut-offs and order, checked against the cohort's skills: a clear 400 for anything else. */
export function readFilters(
  query: FilterQuery,
  skills: readonly string[],
): { cutoffs: Cutoffs; sort: string } {
  const known = new Set(skills.map(skillKey));
  const requireSkill = (skill: string) => {
    if (!known.has(skillKey(skill))) throw badRequest(COHORT_MESSAGES.unknownSkill(skill));
  };
  const parsed: SkillCutoff[] = (query.cutoff ?? []).map((text) => {
    const cut = parseCutoff(text);
    if (cut === 'format') throw badRequest(COHORT_MESSAGES.badCutoff(text));
    if (cut === 'range') throw badRequest(COHORT_MESSAGES.cutoffRange(text));
    requireSkill(cut.skill);
    return cut;
  });
  const sort = query.sort?.trim() || 'overall';
  if (sort !== 'overall') requireSkill(sort);
  return { cutoffs: { minOverall: query.minOverall ?? null, skills: distinctCutoffs(parsed) }, sort };
}

/** The candidates who meet the cut-offs, in the order asked for. */
export const applyFilters = <T extends Ranking & { id: string; name: string }>(
  candidates: readonly T[],
  { cutoffs, sort }: { cutoffs: Cutoffs; sort: string },
): T[] => sortCohort(filterCohort(candidates, cutoffs), sort);
