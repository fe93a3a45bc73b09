/** `compact`: below the sm breakpoint only the mark shows (the name stays for screen readers). */
export function Logo({ inverted = false, compact = false }: { inverted?: boolean; compact?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={inverted ? '#fff' : '#4338ca'} />
        <path d="M10 24V8h7.5a5.5 5.5 0 0 1 0 11H14v5z" fill={inverted ? '#4338ca' : '#fff'} />
        <circle cx="17.2" cy="13.5" r="2" fill={inverted ? '#fff' : '#4338ca'} />
      </svg>
      <span
        className={`text-lg font-bold tracking-tight ${inverted ? 'text-white' : 'text-slate-900'} ${compact ? 'max-sm:sr-only' : ''}`}
      >
        Placement
      </span>
    </span>
  );
}
