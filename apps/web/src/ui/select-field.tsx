import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { inputClass } from './text-field';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & { label: string; children: ReactNode };

export function SelectField({ label, id, className = '', children, ...props }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={selectId} className={inputClass} {...props}>
        {children}
      </select>
    </div>
  );
}
