import { TextField } from '../../../ui/text-field';

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
