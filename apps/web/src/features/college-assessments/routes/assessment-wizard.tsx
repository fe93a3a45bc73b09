import { LIVE_ACTION_MAX_MINUTES } from '@placement/contract';
import { CONNECTION_PAUSE_CAP_MAX_MINUTES } from '@placement/domain';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTopics } from '../../../lib/college/topics';
import { draftFields } from '../../../lib/draft-fields';
import { countOf } from '../../../lib/format';
import { formatIst, istLocalToIso } from '../../../lib/ist';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { CheckField } from '../../../ui/check-field';
import { RemoveButton } from '../../../ui/list-controls';
import { PageHeader } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { TextareaField } from '../../../ui/textarea-field';
import { useAssessment, useSaveAssessment } from '../api/assessments';
import type { Assessment, Topic } from '../api/types';
import { CalibratedFields } from '../components/calibrated-fields';
import { calibratedSummary } from '../components/calibrated-rules';
import { FaceEventFields, faceEventSummary } from '../components/face-event-fields';
import { TopicPicker } from '../components/topic-picker';
import {
  byLevels,
  flowOf,
  initialWizard,
  inputOf,
  stepErrors,
  type WizardState,
} from '../components/wizard-state';

const MODE_NAMES = {
  linear: 'Linear',
  adaptive: 'Adaptive',
  'calibrated-adaptive': 'Calibrated adaptive',
} as const;

const STEPS = ['Details', 'Topics and questions', 'Configuration', 'Review'] as const;

type StepProps = { state: WizardState; set: (patch: Partial<WizardState>) => void };

/** a required whole number from 1 to `max` */
const count = (max: number) => ({ type: 'number', min: 1, max, required: true });

type Flag =
  | 'isNegativeMarking'
  | 'isAdaptive'
  | 'isCalibrated'
  | 'isCameraRequired'
  | 'enableRandomShuffling';

/** A check box's state and change handler for one of the wizard's yes/no settings. */
const flag = (state: WizardState, set: StepProps['set'], key: Flag) => ({
  checked: state[key],
  onChange: (event: { target: { checked: boolean } }) => set({ [key]: event.target.checked }),
});

function DetailsStep({ state, set }: StepProps) {
  const field = draftFields(state, set);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField
        label="Assessment name"
        required
        maxLength={200}
        {...field('name')}
        className="md:col-span-2"
      />
      <TextareaField
        label="Description"
        rows={3}
        maxLength={5000}
        {...field('description')}
        className="md:col-span-2"
      />
      <TextField
        label="Start (IST)"
        type="datetime-local"
        required
        {...field('start')}
        hint="Asia/Kolkata time"
      />
      <TextField
        label="End (IST)"
        type="datetime-local"
        {...field('end')}
        hint="Optional; Asia/Kolkata time"
      />
      <TextField label="Total time (minutes)" {...count(600)} {...field('totalTime')} />
      <TextField label="Attempts allowed" {...count(20)} {...field('totalAttempts')} />
      <div className="flex flex-col gap-3 md:col-span-2">
        <CheckField
          label="Negative marking (wrong answers lose marks)"
          {...flag(state, set, 'isNegativeMarking')}
        />
        <CheckField
          label="Adaptive (students move from L1 to L3 as they answer correctly)"
          {...flag(state, set, 'isAdaptive')}
        />
        {state.isAdaptive && (
          <div className="ml-6 space-y-1">
            <CheckField
              label="Calibrated (each next question chosen by the bank's calibrated difficulties)"
              {...flag(state, set, 'isCalibrated')}
            />
            <p className="text-xs text-slate-600">
              Stops once the score is precise enough; needs a calibration of the question bank (Question bank
              → Calibration). Students see no total.
            </p>
            {state.isCalibrated && <CalibratedFields state={state} set={set} />}
          </div>
        )}
      </div>
    </div>
  );
}

function ConfigStep({ state, set }: StepProps) {
  const field = draftFields(state, set);
  const setInstruction = (key: number, patch: Partial<{ title: string; description: string }>) =>
    set({ instructions: state.instructions.map((i) => (i.key === key ? { ...i, ...patch } : i)) });
  return (
    <div className="space-y-5">
      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">
          Instructions shown before the test
        </legend>
        {state.instructions.map((instruction, index) => (
          <div
            key={instruction.key}
            className="grid gap-3 rounded-lg border border-slate-200 p-3 md:grid-cols-[1fr_2fr_auto] md:items-end"
          >
            <TextField
              label={`Instruction ${index + 1} title`}
              value={instruction.title}
              onChange={(e) => setInstruction(instruction.key, { title: e.target.value })}
            />
            <TextField
              label={`Instruction ${index + 1} description`}
              value={instruction.description}
              onChange={(e) => setInstruction(instruction.key, { description: e.target.value })}
            />
            <RemoveButton
              label={`Remove instruction ${index + 1}`}
              onClick={() => set({ instructions: state.instructions.filter((i) => i !== instruction) })}
            />
          </div>
        ))}
        <Button
          variant="secondary"
          className="py-1.5"
          disabled={state.instructions.length >= 20}
          onClick={() =>
            set({ instructions: [...state.instructions, { key: Date.now(), title: '', description: '' }] })
          }
        >
          Add instruction
        </Button>
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Tab switches allowed"
          type="number"
          min={1}
          max={100}
          {...field('maxTabSwitches')}
        />
        <SelectField
          label="Leaving fullscreen"
          value={state.fullscreenExitPolicy}
          onChange={(e) => set({ fullscreenExitPolicy: e.target.value as 'end' | 'count' })}
        >
          <option value="end">Ends the test</option>
          <option value="count">Counts as a tab switch</option>
        </SelectField>
        <SelectField
          label="Lost connection"
          value={state.connectionLossPolicy}
          onChange={(e) => set({ connectionLossPolicy: e.target.value as 'end' | 'pause' })}
        >
          <option value="end">Ends the test after a 30-second countdown</option>
          <option value="pause">Pauses the student's time until they return</option>
        </SelectField>
        {state.connectionLossPolicy === 'pause' && (
          <TextField
            label="Most time paused, over the whole test (minutes)"
            type="number"
            min={1}
            max={CONNECTION_PAUSE_CAP_MAX_MINUTES}
            {...field('connectionPauseCapMinutes')}
          />
        )}
        <TextField
          label="Most time staff may add to one student (minutes)"
          type="number"
          min={0}
          max={LIVE_ACTION_MAX_MINUTES}
          {...field('maxAddedMinutes')}
        />
        <TextField
          label="Most time an invigilator may add (minutes)"
          type="number"
          min={0}
          max={LIVE_ACTION_MAX_MINUTES}
          {...field('invigilatorMaxAddedMinutes')}
        />
        <SelectField
          label="Result policy"
          value={state.resultPolicy}
          onChange={(e) => set({ resultPolicy: e.target.value as 'auto' | 'manual' })}
        >
          <option value="auto">Automatic: students see results when they finish</option>
          <option value="manual">Manual: results shown once you publish them</option>
        </SelectField>
      </div>
      <div className="flex flex-col gap-3">
        <CheckField label="Camera required" {...flag(state, set, 'isCameraRequired')} />
        {state.isCameraRequired && <FaceEventFields state={state} set={set} />}
        <CheckField label="Shuffle questions" {...flag(state, set, 'enableRandomShuffling')} />
      </div>
    </div>
  );
}

function ReviewStep({ state, topics }: { state: WizardState; topics: Topic[] }) {
  const rows: [string, string][] = [
    ['Name', state.name],
    ['Description', state.description || '—'],
    ['Start', formatIst(istLocalToIso(state.start))],
    ['End', state.end ? formatIst(istLocalToIso(state.end)) : 'No end date'],
    ['Total time', `${state.totalTime} minutes`],
    ['Attempts', state.totalAttempts],
    ['Mode', MODE_NAMES[flowOf(state)]],
    ...(flowOf(state) === 'calibrated-adaptive'
      ? ([['Calibrated rules', calibratedSummary(state)]] as [string, string][])
      : []),
    ['Negative marking', state.isNegativeMarking ? 'Yes' : 'No'],
    ['Camera required', state.isCameraRequired ? 'Yes' : 'No'],
    ['Tab switches allowed', state.maxTabSwitches],
    [
      'Leaving fullscreen',
      state.fullscreenExitPolicy === 'count' ? 'Counts as a tab switch' : 'Ends the test',
    ],
    [
      'Lost connection',
      state.connectionLossPolicy === 'pause'
        ? `Pauses the student's time (at most ${state.connectionPauseCapMinutes} minutes in all)`
        : 'Ends the test after 30 s',
    ],
    [
      'Added time',
      `At most ${state.maxAddedMinutes} minutes a student (invigilators ${state.invigilatorMaxAddedMinutes})`,
    ],
    ['Face events', faceEventSummary(state)],
    ['Shuffle questions', state.enableRandomShuffling ? 'Yes' : 'No'],
    ['Result policy', state.resultPolicy === 'manual' ? 'Manual' : 'Automatic'],
    ['Instructions', state.instructions.map((i) => i.title).join(', ') || '—'],
  ];
  return (
    <div className="space-y-4">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-600">{term}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="text-sm font-semibold text-slate-900">Topics</h3>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
        {state.topics.map((t) => {
          const topic = topics.find((x) => x._id === t.topicId);
          const counts = byLevels(state)
            ? ` · L1 ${t.counts.L1 || 'all'}, L2 ${t.counts.L2 || 'all'}, L3 ${t.counts.L3 || 'all'}`
            : '';
          return (
            <li key={t.topicId}>
              {topic?.Heading ?? t.topicId}:{' '}
              {t.questionIds.length ? countOf(t.questionIds.length, 'question') : 'all questions'}
              {counts}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Wizard({ assessment, topics }: { assessment?: Assessment; topics: Topic[] }) {
  const navigate = useNavigate();
  const save = useSaveAssessment();
  const [state, setState] = useState<WizardState>(() => initialWizard(assessment));
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);
  const set = (patch: Partial<WizardState>) => setState((s) => ({ ...s, ...patch }));

  const go = (next: number) => {
    const problems = next > step ? stepErrors(state, step) : [];
    setErrors(problems);
    if (problems.length === 0) setStep(next);
  };
  const submit = () =>
    save.mutate(
      { id: assessment?._id, body: inputOf(state) },
      { onSuccess: (saved) => navigate(`/college/assessments/${saved._id}`) },
    );

  return (
    <div className="space-y-6">
      <nav aria-label="Wizard steps">
        <ol className="flex flex-wrap gap-2 text-sm">
          {STEPS.map((name, index) => (
            <li
              key={name}
              aria-current={index === step ? 'step' : undefined}
              className={`rounded-full px-3 py-1 font-medium ${index === step ? 'bg-brand-700 text-white' : 'bg-slate-200 text-slate-800'}`}
            >
              {index + 1}. {name}
            </li>
          ))}
        </ol>
      </nav>
      <Card title={STEPS[step]}>
        {step === 0 && <DetailsStep state={state} set={set} />}
        {step === 1 && (
          <TopicPicker
            topics={topics}
            chosen={state.topics}
            adaptive={byLevels(state)}
            onChange={(chosen) => set({ topics: chosen })}
          />
        )}
        {step === 2 && <ConfigStep state={state} set={set} />}
        {step === 3 && <ReviewStep state={state} topics={topics} />}
      </Card>
      {errors.length > 0 && (
        <Alert tone="error">
          <ul className="list-disc pl-5">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </Alert>
      )}
      {save.error && <Alert tone="error">{save.error.message}</Alert>}
      <div className="flex flex-wrap gap-3">
        {step > 0 && (
          <Button variant="secondary" onClick={() => go(step - 1)}>
            Back
          </Button>
        )}
        {step < STEPS.length - 1 && <Button onClick={() => go(step + 1)}>Next</Button>}
        {step === STEPS.length - 1 && (
          <Button onClick={submit} loading={save.isPending} disabled={save.isPending}>
            {assessment ? 'Save changes' : 'Create assessment'}
          </Button>
        )}
      </div>
    </div>
  );
}

/** `/college/assessments/new` and `…/:id/edit`: details, topics, configuration, review; then publish and invite. */
export function AssessmentWizardRoute() {
  const { id } = useParams();
  const topics = useTopics();
  const assessment = useAssessment(id);
  const loading = topics.isPending || (id !== undefined && assessment.isPending);
  const error = topics.error ?? assessment.error ?? null;
  return (
    <div className="space-y-6">
      <PageHeader
        title={id ? 'Edit assessment' : 'New assessment'}
        description="Build it step by step; publish it when it is ready."
      />
      {(loading || error) && <QueryState isPending={loading} error={error} />}
      {!loading && !error && topics.data && <Wizard assessment={assessment.data} topics={topics.data} />}
    </div>
  );
}
