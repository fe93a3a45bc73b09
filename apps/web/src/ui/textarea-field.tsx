import { type TextareaHTMLAttributes, useId } from 'react';
import { inputClass } from './text-field';

type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: string };

export function TextareaField({ label, hint, id, className = '', ...props }: TextareaFieldProps) {
  const generatedId = useId();
  const areaId = id ?? generatedId;
  const hintId = hint ? `${areaId}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={areaId} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea id={areaId} aria-describedby={hintId} className={inputClass} rows={4} {...props} />
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
