import type { InputHTMLAttributes, ReactNode } from 'react';

/** A labelled checkbox (the label wraps the box, so clicking the text toggles it). */
export function CheckField({
  label,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode }) {
  return (
    <label className="inline-flex items-center gap-2 text-sm text-slate-800">
      <input type="checkbox" className="size-4 rounded border-slate-400 accent-brand-700" {...props} />
      {label}
    </label>
  );
}
