/** One choice among a few, as radio buttons under `legend`; `disabled` may turn some off. */
export function RadioChoice<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  disabled,
}: {
  legend: string;
  name: string;
  choices: readonly (readonly [T, string])[];
  value: T;
  onChange: (value: T) => void;
  disabled?: (choice: T) => boolean;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-4 text-sm text-slate-800">
        {choices.map(([choice, label]) => (
          <label key={choice} className="inline-flex items-center gap-2">
            <input
              type="radio"
              name={name}
              className="size-4 accent-brand-700"
              checked={value === choice}
              disabled={disabled?.(choice)}
              onChange={() => onChange(choice)}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
