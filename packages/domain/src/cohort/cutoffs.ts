import { type Ranking, skillKey, skillOf } from './cohort';

/** Minimum percentages a candidate must reach: overall, and per skill. */
export interface Cutoffs {
  minOverall?: number | null;
  skills?: readonly SkillCutoff[];
}

export interface SkillCutoff {
  skill: string;
  min: number;
}

/** A candidate without a skill does not meet its cut-off: nothing shows they have it. */
export const meetsCutoffs = (candidate: Pick<Ranking, 'overall' | 'skills'>, cutoffs: Cutoffs): boolean =>
  (cutoffs.minOverall == null || candidate.overall >= cutoffs.minOverall) &&
  (cutoffs.skills ?? []).every((cut) => {
    const percentage = skillOf(candidate, cut.skill)?.percentage ?? null;
    return percentage !== null && percentage >= cut.min;
  });

export const filterCohort = <T extends Pick<Ranking, 'overall' | 'skills'>>(
  candidates: readonly T[],
  cutoffs: Cutoffs,
): T[] => candidates.filter((c) => meetsCutoffs(c, cutoffs));

/** A skill's cut-off as a query parameter: `Aptitude:60` (the last colon splits; a heading may hold one). */
export const cutoffParam = ({ skill, min }: SkillCutoff): string => `${skill}:${min}`;

export type CutoffProblem = 'format' | 'range';

/** `Aptitude:60` → the cut-off; a problem when it is not `<skill>:<percentage from 0 to 100>`. */
export function parseCutoff(text: string): SkillCutoff | CutoffProblem {
  const at = text.lastIndexOf(':');
  const skill = text.slice(0, at).trim();
  const number = text.slice(at + 1).trim();
  if (at < 0 || !skill || !/^\d+(\.\d+)?$/.test(number)) return 'format';
  const min = Number(number);
  return min > 100 ? 'range' : { skill, min };
}

/** The cut-offs with one per skill (the last one given wins), in the order first given. */
export function distinctCutoffs(cutoffs: readonly SkillCutoff[]): SkillCutoff[] {
  const byKey = new Map<string, SkillCutoff>();
  for (const cut of cutoffs) {
    const key = skillKey(cut.skill);
    byKey.set(key, { skill: byKey.get(key)?.skill ?? cut.skill, min: cut.min });
  }
  return [...byKey.values()];
}
