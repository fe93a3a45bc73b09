import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import type { WizardState } from './wizard-state';

/** How face events count in the review step's list. */
export const faceEventSummary = (state: WizardState) =>
  !state.isCameraRequired
    ? '—'
    : state.faceEventPolicy === 'limit'
      ? `End the test after ${state.maxFaceEvents}`
      : 'Flag for review only';

/**
 * With the camera required, the browser reports no face, or more than one, seen for a few seconds: the college
 * chooses whether those events only flag the attempt or also end it, like tab switches, at a limit.
 */
export function FaceEventFields({
  state,
  set,
}: {
  state: WizardState;
  set: (patch: Partial<WizardState>) => void;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <SelectField
        label="Face events (no face, or more than one, in view)"
        value={state.faceEventPolicy}
        onChange={(e) => set({ faceEventPolicy: e.target.value as WizardState['faceEventPolicy'] })}
      >
        <option value="flag">Flag the attempt for review only</option>
        <option value="limit">Also end the test after a number of them</option>
      </SelectField>
      {state.faceEventPolicy === 'limit' && (
        <TextField
          label="Face events allowed"
          type="number"
          min={1}
          max={100}
          value={state.maxFaceEvents}
          onChange={(e) => set({ maxFaceEvents: e.target.value })}
        />
      )}
    </div>
  );
}
