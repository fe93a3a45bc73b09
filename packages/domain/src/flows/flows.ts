import type { Result } from '../result';
import { type AdaptiveState, adaptive } from './adaptive';
import { type CalibratedAdaptiveState, calibratedAdaptive } from './calibrated-adaptive/calibrated-adaptive';
import type { Advance, Cursor, Flow, FlowAnswer, FlowError } from './flow';
import { type LinearState, linear } from './linear';

export type FlowState = LinearState | AdaptiveState | CalibratedAdaptiveState;

export type FlowName = FlowState['flow'];

type StateOf<N extends FlowName> = Extract<FlowState, { flow: N }>;

/** Every flow by name; a new flow is one folder and one line here. */
export const flows: { [N in FlowName]: Flow<StateOf<N>> } = {
  linear,
  adaptive,
  'calibrated-adaptive': calibratedAdaptive,
};

const flowOf = <N extends FlowName>(state: StateOf<N>): Flow<StateOf<N>> => flows[state.flow as N];

/** The current question of a persisted state of any flow. */
export const currentOf = (state: FlowState): Cursor | null => flowOf(state).current(state);

/** Records an answer in a persisted state of any flow. */
export const answerOf = (state: FlowState, input: FlowAnswer): Result<Advance<FlowState>, FlowError> =>
  flowOf(state).answer(state, input);
