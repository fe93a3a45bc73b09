import { describe, expect, it } from 'vitest';
import type { Assessment } from '../api/types';
import { initialWizard, inputOf, stepErrors, type WizardState } from './wizard-state';

const wizard = (patch: Partial<WizardState>): WizardState => ({
  ...initialWizard(),
  name: 'Aptitude',
  topics: [{ topicId: 't1', questionIds: [], counts: { L1: '2', L2: '', L3: '' } }],
  ...patch,
});

describe("the wizard's flow choice", () => {
  it('sends the flow the boxes make, and level counts only for the adaptive flow by levels', () => {
    expect(inputOf(wizard({ isAdaptive: false, isCalibrated: true })).flow).toBe('linear');
    const levels = inputOf(wizard({ isAdaptive: true }));
    expect(levels).toMatchObject({ flow: 'adaptive', isAdaptive: true });
    expect(levels.topics[0]!.totalL1Question).toBe(2);
    const calibrated = inputOf(wizard({ isAdaptive: true, isCalibrated: true }));
    expect(calibrated).toMatchObject({ flow: 'calibrated-adaptive', isAdaptive: true });
    expect(calibrated.topics[0]).toEqual({ topicId: 't1' });
  });

  it("shows a calibrated test's default rules, sends what the college sets and keeps the rest of its saved rules", () => {
    expect(initialWizard()).toMatchObject({ targetSe: '0.3', maxItems: '40', pilotPercent: '0' });
    const calibrated = wizard({
      isAdaptive: true,
      isCalibrated: true,
      maxItems: '12',
      targetSe: '0.25',
      pilotPercent: '10',
      cat: { targetSe: 0.4, maxItems: 30, minItems: 6, randomesque: 3 },
    });
    expect(inputOf(calibrated).config?.cat).toEqual({
      targetSe: 0.25,
      maxItems: 12,
      minItems: 6,
      randomesque: 3,
      pilotRate: 0.1,
    });
    expect(inputOf({ ...calibrated, isCalibrated: false }).config?.cat).toBeUndefined();
    expect(stepErrors(calibrated, 0)).toEqual([]);
  });

  it("says what is wrong with a calibrated test's rules", () => {
    const calibrated = wizard({ isAdaptive: true, isCalibrated: true });
    expect(stepErrors({ ...calibrated, maxItems: '500' }, 0)).toEqual(['Most questions must be 1 to 200.']);
    expect(stepErrors({ ...calibrated, maxItems: '' }, 0)).toEqual(['Most questions must be 1 to 200.']);
    expect(stepErrors({ ...calibrated, maxItems: '3' }, 0)).toEqual([
      'Most questions must be at least 5, the fewest a calibrated test asks.',
    ]);
    expect(stepErrors({ ...calibrated, targetSe: '0.05' }, 0)).toEqual([
      'Target standard error must be 0.1 to 1.',
    ]);
    expect(stepErrors({ ...calibrated, targetSe: 'abc' }, 0)).toEqual([
      'Target standard error must be 0.1 to 1.',
    ]);
    expect(stepErrors({ ...calibrated, pilotPercent: '60' }, 0)).toEqual([
      'Pilot questions must be 0 to 50 %.',
    ]);
    expect(stepErrors({ ...calibrated, pilotPercent: '-5' }, 0)).toEqual([
      'Pilot questions must be 0 to 50 %.',
    ]);
    // the rules of a test that is not calibrated are not checked
    expect(stepErrors({ ...calibrated, isCalibrated: false, targetSe: '9' }, 0)).toEqual([]);
  });

  it('asks a calibrated test for no level counts and no hand-picked questions', () => {
    const bad = { counts: { L1: 'x', L2: '', L3: '' } };
    expect(
      stepErrors(wizard({ isAdaptive: true, topics: [{ topicId: 't1', questionIds: [], ...bad }] }), 1),
    ).toEqual(['Topic 1: level counts are whole numbers.']);
    expect(
      stepErrors(
        wizard({
          isAdaptive: true,
          isCalibrated: true,
          topics: [{ topicId: 't1', questionIds: [], ...bad }],
        }),
        1,
      ),
    ).toEqual([]);
  });

  it('reads the flow back from a saved assessment', () => {
    const saved: Assessment = {
      _id: 'a1',
      name: 'Aptitude',
      description: '',
      isAdaptive: true,
      flow: 'calibrated-adaptive',
      isNegativeMarking: false,
      totalTime: 30,
      startDate: '2026-11-26T04:30:00.000Z',
      endDate: null,
      totalAttempts: 1,
      status: 'draft',
      config: initialConfig,
      topics: [{ topicId: 't1', questionIds: [] }],
      resultsPublishedAt: null,
    };
    // a test saved without rules shows the defaults it runs with
    expect(initialWizard(saved)).toMatchObject({
      isAdaptive: true,
      isCalibrated: true,
      maxItems: '40',
      targetSe: '0.3',
      pilotPercent: '0',
    });
    const withRules = {
      ...saved,
      config: { ...initialConfig, cat: { maxItems: 20, targetSe: 0.35, pilotRate: 0.125 } },
    };
    expect(initialWizard(withRules)).toMatchObject({
      maxItems: '20',
      targetSe: '0.35',
      pilotPercent: '12.5',
    });
    expect(inputOf(initialWizard(withRules)).config?.cat).toEqual({
      maxItems: 20,
      targetSe: 0.35,
      pilotRate: 0.125,
    });
    expect(initialWizard({ ...saved, flow: 'adaptive' })).toMatchObject({
      isAdaptive: true,
      isCalibrated: false,
    });
  });
});

describe("the wizard's lost-connection rule", () => {
  it("sends the 'pause' policy's total cap, and says when it is out of range", () => {
    const paused = wizard({ connectionLossPolicy: 'pause', connectionPauseCapMinutes: '20' });
    expect(inputOf(paused).config).toMatchObject({
      connectionLossPolicy: 'pause',
      connectionPauseCapMinutes: 20,
    });
    expect(stepErrors(paused, 2)).toEqual([]);
    expect(stepErrors({ ...paused, connectionPauseCapMinutes: '0' }, 2)).toEqual([
      'Most time paused must be 1 to 120 minutes.',
    ]);
    expect(stepErrors({ ...paused, connectionPauseCapMinutes: '121' }, 2)).toHaveLength(1);
    expect(inputOf(paused).config).toMatchObject({ maxAddedMinutes: 60, invigilatorMaxAddedMinutes: 15 });
    // a new test counts leaving fullscreen as a tab switch (one Esc ended a 60-minute test)
    expect(inputOf(paused).config?.fullscreenExitPolicy).toBe('count');
    expect(stepErrors({ ...paused, invigilatorMaxAddedMinutes: '601' }, 2)).toEqual([
      'Most time an invigilator may add must be 0 to 600 minutes.',
    ]);
    // with the 'end' policy the cap is not asked for
    expect(stepErrors({ ...paused, connectionLossPolicy: 'end', connectionPauseCapMinutes: '0' }, 2)).toEqual(
      [],
    );
  });
});

const initialConfig = {
  instructions: [],
  isCameraRequired: false,
  maxTabSwitches: 5,
  maxAudioLimitExceedCount: 3,
  maxCameraSwitches: 3,
  faceEventPolicy: 'flag' as const,
  maxFaceEvents: 5,
  fullscreenExitPolicy: 'end' as const,
  connectionLossPolicy: 'end' as const,
  connectionPauseCapMinutes: 15,
  maxAddedMinutes: 60,
  invigilatorMaxAddedMinutes: 15,
  enableRandomShuffling: false,
  resultPolicy: 'auto' as const,
};
