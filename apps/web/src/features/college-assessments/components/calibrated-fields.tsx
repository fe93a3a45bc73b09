import { DEFAULT_CAT_RULES } from '@placement/domain';
import { draftFields } from '../../../lib/draft-fields';
import { TextField } from '../../../ui/text-field';
import type { CalibratedRulesDraft } from './calibrated-rules';
import type { WizardState } from './wizard-state';

const FIELDS: {
  key: keyof Omit<CalibratedRulesDraft, 'cat'>;
  label: string;
  min: number;
  max: number;
  step: number;
  hint: string;
}[] = [
  {
    key: 'targetSe',
    label: 'Target standard error',
    min: 0.1,
    max: 1,
    step: 0.05,
    hint: `Stops once the score is this precise (in logits); ${DEFAULT_CAT_RULES.targetSe} by default`,
  },
  {
    key: 'maxItems',
    label: 'Most questions asked',
    min: 1,
    max: 200,
    step: 1,
    hint: `Stops here if not precise yet; ${DEFAULT_CAT_RULES.maxItems} by default`,
  },
  {
    key: 'pilotPercent',
    label: 'Pilot questions (%)',
    min: 0,
    max: 50,
    step: 1,
    hint: 'Unscored questions that gather answers for the next calibration; 0 to 50, none by default',
  },
];

/**
 * A calibrated adaptive test's rules: it stops at a target standard error of the ability score or at the most
 * questions, whichever comes first, and may seed unscored pilot questions to gather answers for calibration.
 */
export function CalibratedFields({
  state,
  set,
}: {
  state: WizardState;
  set: (patch: Partial<WizardState>) => void;
}) {
  const field = draftFields(state, set);
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {FIELDS.map(({ key, ...props }) => (
        <TextField key={key} type="number" {...props} {...field(key)} />
      ))}
    </div>
  );
}
