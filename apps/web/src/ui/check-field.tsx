import type { ComponentProps, ReactNode } from 'react';

type BoxProps = Omit<ComponentProps<'input'>, 'type'>;

/** A checkbox on its own: named by its `aria-label` or by a label around it. `className` adds to its look. */
export function Checkbox({ className, ...props }: BoxProps) {
  const look = 'size-4 rounded border-slate-400 accent-brand-700';
  return <input type="checkbox" className={className ? `${className} ${look}` : look} {...props} />;
}

/** A labelled checkbox (the label wraps the box, so clicking the text toggles it). */
export function CheckField({ label, ...props }: BoxProps & { label: ReactNode }) {
  return (
    <label className="inline-flex items-center gap-2 text-sm text-slate-800">
      <Checkbox {...props} />
      {label}
    </label>
  );
}
