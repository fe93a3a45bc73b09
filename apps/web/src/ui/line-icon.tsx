/** A 24×24 outline icon drawn in the text colour, hidden from assistive technology (its control is labelled). */
export function LineIcon({ d, rounded = false }: { d: string; rounded?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d={d} strokeLinecap="round" strokeLinejoin={rounded ? 'round' : undefined} />
    </svg>
  );
}
