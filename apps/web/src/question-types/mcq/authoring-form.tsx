import { HtmlPreview } from '../../ui/html-preview';
import { AddButton, RemoveButton } from '../../ui/list-controls';
import { TextField } from '../../ui/text-field';
import { TextareaField } from '../../ui/textarea-field';
import { replaceAt } from '../shared/keyed';

/** `answer` is null until the author chooses the key: no option is pre-selected. */
export type McqDraft = { Title: string; Options: string[]; answer: number | null };
export const emptyMcq = (): McqDraft => ({ Title: '', Options: ['', '', '', ''], answer: null });

const MIN_OPTIONS = 2;
const MAX_OPTIONS = 6;

/** The key follows its option when one above it is removed, and is cleared when its own option goes. */
function withoutOption(value: McqDraft, index: number): McqDraft {
  const answer = value.answer;
  return {
    ...value,
    Options: value.Options.filter((_, i) => i !== index),
    answer: answer === null || answer === index ? null : answer > index ? answer - 1 : answer,
  };
}

/** Title as simple HTML with a sanitized preview, 2 to 6 options (four to start), the index of the right one. */
export function McqForm({ value, onChange }: { value: McqDraft; onChange: (v: McqDraft) => void }) {
  return (
    <div className="space-y-4">
      <TextareaField
        label="Question (simple HTML allowed)"
        hint="e.g. <p>What is <b>2 + 2</b>?</p> — shown to students as in the preview."
        required
        rows={4}
        value={value.Title}
        onChange={(e) => onChange({ ...value, Title: e.target.value })}
      />
      {value.Title && <HtmlPreview html={value.Title} />}
      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">Options (select the correct one)</legend>
        {value.Options.map((option, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an option is its position (the key is an index)
          <div key={index} className="flex items-end gap-3">
            <input
              type="radio"
              name="mcq-answer"
              className="mb-3 size-4 accent-brand-700"
              checked={value.answer === index}
              onChange={() => onChange({ ...value, answer: index })}
              aria-label={`Option ${index + 1} is correct`}
            />
            <TextField
              className="flex-1"
              label={`Option ${index + 1}`}
              required
              maxLength={500}
              value={option}
              onChange={(e) =>
                onChange({ ...value, Options: replaceAt(value.Options, index, e.target.value) })
              }
            />
            {value.Options.length > MIN_OPTIONS && (
              <div className="mb-1">
                <RemoveButton
                  label={`Remove option ${index + 1}`}
                  onClick={() => onChange(withoutOption(value, index))}
                />
              </div>
            )}
          </div>
        ))}
        <AddButton
          disabled={value.Options.length >= MAX_OPTIONS}
          onClick={() => onChange({ ...value, Options: [...value.Options, ''] })}
        >
          Add option
        </AddButton>
      </fieldset>
    </div>
  );
}
