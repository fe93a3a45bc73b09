import { HtmlPreview } from '../../ui/html-preview';
import { AddButton, RemoveButton } from '../../ui/list-controls';
import { TextField } from '../../ui/text-field';
import { TextareaField } from '../../ui/textarea-field';
import type { AuthoringProps } from '../question-type';
import { replaceAt } from '../shared/keyed';

/**
 * `answer` is null until the author chooses the key: no option is pre-selected. `image` is kept as it came
 * (an imported question's stored picture), so editing the question does not drop it.
 */
export type McqDraft = { Title: string; Options: string[]; answer: number | null; image?: string };
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
function QuestionImage({
  url,
  useFileUrl,
  onRemove,
}: {
  url: string;
  useFileUrl: (path: string | null) => string | null;
  onRemove: () => void;
}) {
  const stored = url.startsWith('/api/files/') ? url : null;
  const loaded = useFileUrl(stored);
  const src = stored ? loaded : url;
  return (
    <div className="flex items-end gap-3">
      {src && (
        <img
          src={src}
          alt="Illustration for the question"
          className="max-h-40 rounded border border-slate-200"
        />
      )}
      <RemoveButton label="Remove the question's image" onClick={onRemove} />
    </div>
  );
}

export function McqForm({ value, onChange, services }: AuthoringProps<McqDraft>) {
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
      {value.image && (
        <QuestionImage
          url={value.image}
          useFileUrl={services.useFileUrl}
          onRemove={() => {
            const { image: _image, ...rest } = value;
            onChange(rest);
          }}
        />
      )}
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
