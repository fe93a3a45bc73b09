import { HtmlPreview } from '../../ui/html-preview';
import { AddButton, RemoveButton } from '../../ui/list-controls';
import { TextField } from '../../ui/text-field';
import { TextareaField } from '../../ui/textarea-field';
import { type Keyed, keyed, replaceAt } from '../shared/keyed';

type Pair = { question: string; answer: string };
export type FindAnswerDraft = { Title: string; questions: Keyed<Pair>[] };

/** A passage and the questions whose answers are found in it. */
export function FindAnswerForm({
  value,
  onChange,
}: {
  value: FindAnswerDraft;
  onChange: (v: FindAnswerDraft) => void;
}) {
  return (
    <div className="space-y-4">
      <TextareaField
        label="Passage (simple HTML allowed)"
        required
        rows={6}
        value={value.Title}
        onChange={(e) => onChange({ ...value, Title: e.target.value })}
      />
      {value.Title && <HtmlPreview html={value.Title} />}
      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">Sub-questions</legend>
        {value.questions.map((pair, index) => (
          <div
            key={pair.key}
            className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          >
            <TextField
              label={`Question ${index + 1}`}
              required
              value={pair.question}
              onChange={(e) =>
                onChange({
                  ...value,
                  questions: replaceAt(value.questions, index, { ...pair, question: e.target.value }),
                })
              }
            />
            <TextField
              label={`Answer ${index + 1}`}
              required
              maxLength={500}
              value={pair.answer}
              onChange={(e) =>
                onChange({
                  ...value,
                  questions: replaceAt(value.questions, index, { ...pair, answer: e.target.value }),
                })
              }
            />
            {value.questions.length > 1 && (
              <RemoveButton
                label={`Remove question ${index + 1}`}
                onClick={() => onChange({ ...value, questions: value.questions.filter((q) => q !== pair) })}
              />
            )}
          </div>
        ))}
        <AddButton
          disabled={value.questions.length >= 20}
          onClick={() =>
            onChange({ ...value, questions: [...value.questions, keyed({ question: '', answer: '' })] })
          }
        >
          Add sub-question
        </AddButton>
      </fieldset>
    </div>
  );
}
