import { LIVE_ACTION_MAX_MINUTES } from '@placement/contract';
import { CONNECTION_PAUSE_CAP_MAX_MINUTES } from '@placement/domain';
import { isoToIstLocal, istLocalToIso } from '../../../lib/ist';
import type { Assessment, AssessmentInput, Level } from '../api/types';
import {
  type CalibratedRulesDraft,
  calibratedDraft,
  calibratedErrors,
  calibratedRules,
} from './calibrated-rules';

export type WizardTopic = {
  topicId: string;
  questionIds: string[];
  counts: Record<Level, string>;
};

export type WizardState = {
  name: string;
  description: string;
  start: string;
  end: string;
  totalTime: string;
  totalAttempts: string;
  isNegativeMarking: boolean;
  isAdaptive: boolean;
  /** adaptive by the bank's calibrated difficulties (item response theory) rather than by levels */
  isCalibrated: boolean;
  topics: WizardTopic[];
  instructions: { key: number; title: string; description: string }[];
  isCameraRequired: boolean;
  maxTabSwitches: string;
  /** with the camera: face events only flag the attempt, or also end it at maxFaceEvents */
  faceEventPolicy: 'flag' | 'limit';
  fullscreenExitPolicy: 'end' | 'count';
  connectionLossPolicy: 'end' | 'pause';
  /** 'pause': the most time lost connections give back over the whole attempt */
  connectionPauseCapMinutes: string;
  /** the most time the control room may add to one student: staff, and invigilators */
  maxAddedMinutes: string;
  invigilatorMaxAddedMinutes: string;
  maxFaceEvents: string;
  enableRandomShuffling: boolean;
  resultPolicy: 'auto' | 'manual';
} & CalibratedRulesDraft;

export const MAX_TOPICS = 5;

export function initialWizard(assessment?: Assessment): WizardState {
  if (!assessment) {
    return {
      name: '',
      description: '',
      start: isoToIstLocal(new Date().toISOString()),
      end: '',
      totalTime: '30',
      totalAttempts: '1',
      isNegativeMarking: false,
      isAdaptive: false,
      isCalibrated: false,
      ...calibratedDraft(),
      topics: [],
      instructions: [],
      isCameraRequired: false,
      maxTabSwitches: '5',
      faceEventPolicy: 'flag',
      // a new test counts an exit from fullscreen as a tab switch: one Esc no longer ends an hour's work
      fullscreenExitPolicy: 'count',
      connectionLossPolicy: 'end',
      connectionPauseCapMinutes: '15',
      maxAddedMinutes: '60',
      invigilatorMaxAddedMinutes: '15',
      maxFaceEvents: '5',
      enableRandomShuffling: false,
      resultPolicy: 'auto',
    };
  }
  const config = assessment.config ?? {};
  return {
    name: assessment.name,
    description: assessment.description,
    start: isoToIstLocal(assessment.startDate),
    end: isoToIstLocal(assessment.endDate),
    totalTime: String(assessment.totalTime),
    totalAttempts: String(assessment.totalAttempts),
    isNegativeMarking: assessment.isNegativeMarking,
    isAdaptive: assessment.isAdaptive,
    isCalibrated: assessment.flow === 'calibrated-adaptive',
    ...calibratedDraft(config.cat),
    topics: assessment.topics.map((t) => ({
      topicId: t.topicId,
      questionIds: t.questionIds ?? [],
      counts: {
        L1: t.totalL1Question === undefined ? '' : String(t.totalL1Question),
        L2: t.totalL2Question === undefined ? '' : String(t.totalL2Question),
        L3: t.totalL3Question === undefined ? '' : String(t.totalL3Question),
      },
    })),
    instructions: (config.instructions ?? []).map((i, key) => ({ ...i, key })),
    isCameraRequired: config.isCameraRequired ?? false,
    maxTabSwitches: String(config.maxTabSwitches ?? 5),
    faceEventPolicy: config.faceEventPolicy ?? 'flag',
    fullscreenExitPolicy: config.fullscreenExitPolicy ?? 'end',
    connectionLossPolicy: config.connectionLossPolicy ?? 'end',
    connectionPauseCapMinutes: String(config.connectionPauseCapMinutes ?? 15),
    maxAddedMinutes: String(config.maxAddedMinutes ?? 60),
    invigilatorMaxAddedMinutes: String(config.invigilatorMaxAddedMinutes ?? 15),
    maxFaceEvents: String(config.maxFaceEvents ?? 5),
    enableRandomShuffling: config.enableRandomShuffling ?? false,
    resultPolicy: config.resultPolicy ?? 'auto',
  };
}

/** The flow the wizard's choices make. */
export const flowOf = (state: Pick<WizardState, 'isAdaptive' | 'isCalibrated'>) =>
  !state.isAdaptive ? 'linear' : state.isCalibrated ? 'calibrated-adaptive' : 'adaptive';

/** Whether the test moves through levels L1 to L3 (and so takes a count per level). */
export const byLevels = (state: Pick<WizardState, 'isAdaptive' | 'isCalibrated'>) =>
  flowOf(state) === 'adaptive';

const whole = (text: string) => /^\d+$/.test(text.trim());

/** What is wrong with a step, in words; empty when it may be left. */
export function stepErrors(state: WizardState, step: number): string[] {
  const errors: string[] = [];
  if (step === 0) {
    if (!state.name.trim()) errors.push('Give the assessment a name.');
    if (!istLocalToIso(state.start)) errors.push('Choose a start date and time.');
    if (state.end && istLocalToIso(state.end) <= istLocalToIso(state.start))
      errors.push('The end must be after the start.');
    if (!whole(state.totalTime) || Number(state.totalTime) < 1 || Number(state.totalTime) > 600)
      errors.push('Total time must be 1 to 600 minutes.');
    if (!whole(state.totalAttempts) || Number(state.totalAttempts) < 1 || Number(state.totalAttempts) > 20)
      errors.push('Attempts must be 1 to 20.');
  }
  if (step === 0 && flowOf(state) === 'calibrated-adaptive') errors.push(...calibratedErrors(state));
  if (step === 1) {
    if (state.topics.length === 0) errors.push('Add at least one topic.');
    for (const [index, topic] of state.topics.entries()) {
      if (!state.isAdaptive && topic.questionIds.length === 0)
        errors.push(`Topic ${index + 1}: pick at least one question.`);
      if (byLevels(state)) {
        const counts = Object.values(topic.counts).filter((c) => c.trim() !== '');
        if (counts.some((c) => !whole(c))) errors.push(`Topic ${index + 1}: level counts are whole numbers.`);
      }
    }
  }
  if (step === 2) {
    if (!whole(state.maxTabSwitches) || Number(state.maxTabSwitches) < 1)
      errors.push('Tab switches allowed must be at least 1.');
    if (
      state.faceEventPolicy === 'limit' &&
      (!whole(state.maxFaceEvents) || Number(state.maxFaceEvents) < 1 || Number(state.maxFaceEvents) > 100)
    )
      errors.push('Face events allowed must be 1 to 100.');
    const cap = Number(state.connectionPauseCapMinutes);
    if (
      state.connectionLossPolicy === 'pause' &&
      (!whole(state.connectionPauseCapMinutes) || cap < 1 || cap > CONNECTION_PAUSE_CAP_MAX_MINUTES)
    )
      errors.push(`Most time paused must be 1 to ${CONNECTION_PAUSE_CAP_MAX_MINUTES} minutes.`);
    for (const [key, label] of [
      ['maxAddedMinutes', 'Most time staff may add'],
      ['invigilatorMaxAddedMinutes', 'Most time an invigilator may add'],
    ] as const) {
      if (!whole(state[key]) || Number(state[key]) > LIVE_ACTION_MAX_MINUTES)
        errors.push(`${label} must be 0 to ${LIVE_ACTION_MAX_MINUTES} minutes.`);
    }
    if (state.instructions.some((i) => !i.title.trim() || !i.description.trim()))
      errors.push('Every instruction needs a title and a description.');
  }
  return errors;
}

/** The body of POST /api/college/assessments (dates entered in IST, sent as ISO instants). */
export function inputOf(state: WizardState): AssessmentInput {
  return {
    name: state.name.trim(),
    description: state.description,
    isAdaptive: state.isAdaptive,
    flow: flowOf(state),
    totalTime: Number(state.totalTime),
    totalAttempts: Number(state.totalAttempts),
    startDate: istLocalToIso(state.start),
    endDate: state.end ? istLocalToIso(state.end) : null,
    isNegativeMarking: state.isNegativeMarking,
    config: {
      instructions: state.instructions.map(({ title, description }) => ({
        title: title.trim(),
        description: description.trim(),
      })),
      isCameraRequired: state.isCameraRequired,
      maxTabSwitches: Number(state.maxTabSwitches),
      faceEventPolicy: state.faceEventPolicy,
      fullscreenExitPolicy: state.fullscreenExitPolicy,
      connectionLossPolicy: state.connectionLossPolicy,
      ...(whole(state.connectionPauseCapMinutes)
        ? { connectionPauseCapMinutes: Number(state.connectionPauseCapMinutes) }
        : {}),
      ...(whole(state.maxAddedMinutes) ? { maxAddedMinutes: Number(state.maxAddedMinutes) } : {}),
      ...(whole(state.invigilatorMaxAddedMinutes)
        ? { invigilatorMaxAddedMinutes: Number(state.invigilatorMaxAddedMinutes) }
        : {}),
      ...(whole(state.maxFaceEvents) ? { maxFaceEvents: Number(state.maxFaceEvents) } : {}),
      enableRandomShuffling: state.enableRandomShuffling,
      resultPolicy: state.resultPolicy,
      ...(flowOf(state) === 'calibrated-adaptive' ? { cat: calibratedRules(state) } : {}),
    },
    topics: state.topics.map((t) => {
      const entry: AssessmentInput['topics'][number] = { topicId: t.topicId };
      if (t.questionIds.length > 0) entry.questionIds = t.questionIds;
      if (byLevels(state)) {
        if (t.counts.L1.trim()) entry.totalL1Question = Number(t.counts.L1);
        if (t.counts.L2.trim()) entry.totalL2Question = Number(t.counts.L2);
        if (t.counts.L3.trim()) entry.totalL3Question = Number(t.counts.L3);
      }
      return entry;
    }),
  };
}
