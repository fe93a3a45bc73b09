import { LineIcon } from './line-icon';

/** The phone-width button that opens and closes a portal's navigation. */
export function MenuToggle({
  open,
  onToggle,
  controls,
}: {
  open: boolean;
  onToggle(): void;
  controls: string;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={controls}
      className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden"
    >
      <LineIcon d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 6h16M4 12h16M4 18h16'} />
      <span className="sr-only">Menu</span>
    </button>
  );
}
