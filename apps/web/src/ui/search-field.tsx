import { TextField } from './text-field';

/** A search box over a list: `onChange` gets the words typed. */
export function SearchField({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <TextField
      label={label}
      type="search"
      className={className}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
