import { useId } from 'react';

/** A radio group: arrow keys move between options, Space selects (native radios). */
export function OptionGroup({
  name,
  labelledBy,
  options,
  value,
  onChange,
  disabled,
}: {
  name: string;
  labelledBy: string;
  options: readonly string[];
  value: number | null;
  onChange: (index: number) => void;
  disabled?: boolean;
}) {
  const base = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="mt-4 grid gap-3">
      {options.map((option, index) => {
        const id = `${base}-${index}`;
        const checked = value === index;
        return (
          <label
            key={id}
            htmlFor={id}
            className={`flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 ${
              checked
                ? 'border-brand-600 bg-brand-50 text-brand-900'
                : 'border-slate-300 bg-white text-slate-900'
            }`}
          >
            <input
              id={id}
              type="radio"
              name={name}
              value={index}
              checked={checked}
              disabled={disabled}
              onChange={() => onChange(index)}
              className="size-4 accent-brand-700"
            />
            <span className="font-semibold text-slate-600" aria-hidden="true">
              {String.fromCharCode(65 + index)}.
            </span>
            <span>{option}</span>
          </label>
        );
      })}
    </div>
  );
}
