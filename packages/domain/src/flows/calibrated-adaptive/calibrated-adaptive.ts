/**
 * The calibrated adaptive flow (issue #35): each next question is the most informative for the student's
 * current ability estimate, from a calibrated bank, until the standard error reaches its target. Everything it
 * needs is copied into the state at the start (the questions' parameters, the calibration's version and the
 * rules), so a later calibration never changes an attempt under way, and every draw comes from the attempt's
 * seed and the step number, so the state replays exactly from the log's answers.
 */
import { type AbilityEstimate, mle } from '../../irt/ability';
import {
  type AskedItem,
  type BankItem,
  type CatRules,
  currentEstimate,
  DEFAULT_CAT_RULES,
  eligibleItems,
  type NextItem,
  nextItem,
  scoredResponses,
} from '../../irt/select';
import type { Level } from '../../level';
import { admit, type Flow, type Step } from '../flow';
import { type Plan, uniqueQuestions } from '../plan';
import { seededRandom } from '../seeded-shuffle';

export type CalibratedQuestion = BankItem & { level: Level };

export interface CalibratedAdaptiveState {
  flow: 'calibrated-adaptive';
  seed: string;
  /** the calibration version the attempt is scored with */
  calibration: string;
  rules: CatRules;
  items: CalibratedQuestion[];
  /** the question being asked; null once the attempt has no further question */
  current: NextItem | null;
  history: Step[];
  /** questions whose answer waited for a person's grade: asked, not scored */
  unscored: string[];
}

const askedOf = (state: Pick<CalibratedAdaptiveState, 'history' | 'unscored'>): AskedItem[] =>
  state.history.map(({ questionId, correct }) => ({
    id: questionId,
    correct,
    scored: !state.unscored.includes(questionId),
  }));

const choose = (state: Omit<CalibratedAdaptiveState, 'current'>): NextItem | null =>
  nextItem(
    state.items,
    askedOf(state),
    state.rules,
    seededRandom(`${state.seed}/${state.history.length}`),
    eligibleItems(state.items, state.seed),
  );

/** The assessment's questions as the flow's bank: a question the calibration does not know is a pilot item. */
export const calibratedBank = (plan: Plan): CalibratedQuestion[] =>
  uniqueQuestions(plan).flatMap((questions, topic) =>
    questions.map(
      ({ id, level, irt }): CalibratedQuestion => ({
        id,
        topic,
        level,
        a: irt?.a ?? 1,
        b: irt?.b ?? 0,
        status: irt?.status ?? 'pilot',
        ...(irt?.eligibility !== undefined && { eligibility: irt.eligibility }),
      }),
    ),
  );

/** The assessment's rules over the defaults, with the calibration's ability distribution as the prior. */
export const calibratedRules = (plan: Plan): CatRules => ({
  ...DEFAULT_CAT_RULES,
  ...plan.calibration?.rules,
  prior: plan.calibration?.latent ?? DEFAULT_CAT_RULES.prior,
});

const itemOf = (state: CalibratedAdaptiveState, id: string) => state.items.find((item) => item.id === id)!;

export const calibratedAdaptive: Flow<CalibratedAdaptiveState> = {
  start: (plan: Plan, seed) => {
    const items = calibratedBank(plan);
    const rules = calibratedRules(plan);
    const state = {
      flow: 'calibrated-adaptive' as const,
      seed,
      calibration: plan.calibration?.version ?? '',
      rules,
      items,
      history: [],
      unscored: [],
    };
    return { ...state, current: choose(state) };
  },

  current: (state) => {
    if (!state.current) return null;
    const item = itemOf(state, state.current.id);
    const asked = askedOf(state);
    // the stopping rules do not depend on the draw, so any generator tells whether a question can follow
    const after = (correct: boolean) =>
      nextItem(state.items, [...asked, { id: item.id, correct }], state.rules, () => 0);
    return {
      questionId: item.id,
      topicIndex: item.topic,
      level: item.level,
      count: state.history.length + 1,
      isLast: after(true) === null && after(false) === null,
    };
  },

  answer: (state, input) =>
    admit(state, state.current?.id ?? null, input, (correct) => {
      const item = itemOf(state, state.current!.id);
      const pending = 'grade' in input && input.grade.status === 'pending';
      const next = {
        ...state,
        history: [
          ...state.history,
          { questionId: item.id, topicIndex: item.topic, level: item.level, correct },
        ],
        unscored: pending ? [...state.unscored, item.id] : state.unscored,
      };
      return { ...next, current: choose(next) };
    }),
};

/**
 * A regrade, or a person's grade for an answer that was waiting: the step's result changes and it counts from
 * now on. The questions already asked, and the one being asked, stay as they are (replaying the answers through
 * `answer` would choose different questions); call `calibratedScore` on the result for the new score.
 */
export const regraded = (
  state: CalibratedAdaptiveState,
  questionId: string,
  correct: boolean,
): CalibratedAdaptiveState => ({
  ...state,
  history: state.history.map((step) => (step.questionId === questionId ? { ...step, correct } : step)),
  unscored: state.unscored.filter((id) => id !== questionId),
});

export interface CalibratedScore {
  calibration: string;
  /** EAP ability and its posterior SD, from the scored answers */
  eap: AbilityEstimate;
  /** maximum likelihood where it exists (not for all right or all wrong) */
  mle: AbilityEstimate | null;
  scored: number;
  /** pilot questions and answers still waiting for a person: asked, not counted */
  unscored: number;
}

/** The attempt's ability estimate so far (its final score once `current` is null). */
export const calibratedScore = (state: CalibratedAdaptiveState): CalibratedScore => {
  const bank = new Map(state.items.map((item) => [item.id, item]));
  const asked = askedOf(state);
  const scored = scoredResponses(bank, asked);
  return {
    calibration: state.calibration,
    eap: currentEstimate(bank, asked, state.rules),
    mle: mle(scored),
    scored: scored.length,
    unscored: asked.length - scored.length,
  };
};
