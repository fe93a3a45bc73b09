import { type AdaptiveState, adaptive } from './adaptive';
import type { Cursor, Flow } from './flow';
import { type LinearState, linear } from './linear';

export type FlowState = LinearState | AdaptiveState;

export type FlowName = FlowState['flow'];

export const flows: { linear: Flow<LinearState>; adaptive: Flow<AdaptiveState> } = { linear, adaptive };

/** The current question of a persisted state of either flow. */
export const currentOf = (state: FlowState): Cursor | null =>
  state.flow === 'linear' ? linear.current(state) : adaptive.current(state);
