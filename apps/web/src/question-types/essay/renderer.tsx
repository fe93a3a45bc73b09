import { useId } from 'react';
import { Html } from '../../ui/html';
import { inputClass } from '../../ui/text-field';
import type { StudentQuestionOf } from '../shared/authored';

export type EssayView = StudentQuestionOf<'essay'>;

export function EssayQuestion({
  question,
  value,
  onChange,
  disabled,
}: {
  question: EssayView;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const id = useId();
  const long = question.essayType !== 'short';
  return (
    <div>
      <Html html={question.Title} className="text-base text-slate-900" />
      <label htmlFor={id} className="mt-6 mb-1.5 block text-sm font-medium text-slate-800">
        Your answer
      </label>
      <textarea
        id={id}
        rows={long ? 12 : 4}
        className={inputClass}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="mt-1 text-xs text-slate-600">
        {value.trim() ? value.trim().split(/\s+/).length : 0} words
      </p>
    </div>
  );
}
