import { useId } from 'react';
import { Html } from '../../ui/html';
import { inputClass } from '../../ui/text-field';
import type { StudentQuestionOf } from '../shared/authored';

export type FindAnswerView = StudentQuestionOf<'findAnswer'>;

export function FindAnswerQuestion({
  question,
  value,
  onChange,
  disabled,
}: {
  question: FindAnswerView;
  value: string[];
  onChange: (value: string[]) => void;
  disabled: boolean;
}) {
  const base = useId();
  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-700">Passage</h2>
      <Html
        html={question.Title}
        className="mt-2 rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-900"
      />
      <ol className="mt-6 grid gap-5">
        {question.questions.map((sub, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sub-questions are fixed and ordered
          <li key={index}>
            <label htmlFor={`${base}-${index}`} className="mb-1.5 block text-sm font-medium text-slate-800">
              {index + 1}. {sub.question}
            </label>
            <input
              id={`${base}-${index}`}
              className={inputClass}
              value={value[index] ?? ''}
              disabled={disabled}
              autoComplete="off"
              onChange={(event) => {
                const next = question.questions.map((_, i) => value[i] ?? '');
                next[index] = event.target.value;
                onChange(next);
              }}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}
