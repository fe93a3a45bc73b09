import { Button } from './button';

export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      className="px-2 py-1 text-red-700 hover:bg-red-50"
      onClick={onClick}
      aria-label={label}
    >
      Remove
    </Button>
  );
}

export function AddButton({
  children,
  onClick,
  disabled,
}: {
  children: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Button variant="secondary" className="py-1.5" onClick={onClick} disabled={disabled}>
      {children}
    </Button>
  );
}
