import { Suspense } from 'react';
import { SelectField } from '../../ui/select-field';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import type { AuthoringServices } from '../question-type';
import { questionTypeOf } from '../registry';
import { LEVELS, type Level } from './authored';
import type { CommonDraft, TypeDraft } from './question-draft';

/**
 * What every question asks (level, duration, marks) and its type's own authoring form: the college's editor and
 * the admin's shared bank write questions with the same fields.
 */
export function QuestionFields({
  common,
  onCommon,
  draft,
  onDraft,
  services,
}: {
  common: CommonDraft;
  onCommon: (common: CommonDraft) => void;
  draft: TypeDraft;
  onDraft: (draft: TypeDraft) => void;
  services: AuthoringServices;
}) {
  const { AuthoringForm } = questionTypeOf(draft.type);
  return (
    <>
      <div className="mb-5 grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Level"
          value={common.level}
          onChange={(e) => onCommon({ ...common, level: e.target.value as Level })}
        >
          {LEVELS.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Duration (minutes)"
          type="number"
          min={0.1}
          max={240}
          step="any"
          required
          value={common.Duration}
          onChange={(e) => onCommon({ ...common, Duration: e.target.value })}
        />
        <TextField
          label="Marks (optional)"
          type="number"
          min={0.5}
          max={100}
          step="any"
          hint="Empty: the level's default marks."
          value={common.marks}
          onChange={(e) => onCommon({ ...common, marks: e.target.value })}
        />
      </div>
      <Suspense fallback={<Spinner />}>
        <AuthoringForm
          value={draft.value}
          onChange={(value) => onDraft({ type: draft.type, value })}
          services={services}
        />
      </Suspense>
    </>
  );
}
