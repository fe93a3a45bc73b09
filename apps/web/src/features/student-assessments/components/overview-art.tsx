/** The overview image: an inline illustration (decorative). */
export function OverviewArt() {
  return (
    <svg viewBox="0 0 320 160" className="h-40 w-full max-w-sm" aria-hidden="true">
      <rect x="0" y="0" width="320" height="160" rx="20" fill="#eef2ff" />
      <rect x="40" y="28" width="150" height="104" rx="10" fill="#fff" stroke="#c7d2fe" strokeWidth="2" />
      <rect x="56" y="46" width="86" height="8" rx="4" fill="#4338ca" />
      <rect x="56" y="66" width="118" height="6" rx="3" fill="#c7d2fe" />
      <rect x="56" y="80" width="104" height="6" rx="3" fill="#c7d2fe" />
      <circle cx="62" cy="102" r="6" fill="#4338ca" />
      <rect x="74" y="99" width="60" height="6" rx="3" fill="#a5b4fc" />
      <circle cx="62" cy="118" r="6" fill="none" stroke="#a5b4fc" strokeWidth="2" />
      <rect x="74" y="115" width="48" height="6" rx="3" fill="#c7d2fe" />
      <circle cx="244" cy="80" r="44" fill="#fff" stroke="#c7d2fe" strokeWidth="2" />
      <path d="M244 52v28l18 12" stroke="#4338ca" strokeWidth="6" strokeLinecap="round" fill="none" />
    </svg>
  );
}
