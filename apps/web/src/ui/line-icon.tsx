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

/** A 20×20 filled icon in the text colour, hidden from assistive technology. */
export function SolidIcon({ d, className }: { d: string; className: string }) {
  return (
    <svg viewBox="0 0 20 20" className={className} fill="currentColor" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}

export const checkPath =
  'M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z';
