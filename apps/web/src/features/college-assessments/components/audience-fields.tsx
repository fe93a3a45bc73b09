import { TextField } from '../../../ui/text-field';

/** Whom an invitation or a slot is for, as radio buttons under `legend`. */
export function AudienceChoice<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  choices: readonly (readonly [T, string])[];
  value: T;
  onChange: (value: T) => void;
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
              onChange={() => onChange(choice)}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The batch an invitation or a slot is for. */
export function BatchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      className="max-w-xs"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder="2027"
    />
  );
}
