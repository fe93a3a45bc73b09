/** The login side image: an assessment card, a code panel and a progress ring, drawn inline. */
export function AuthIllustration() {
  return (
    <svg viewBox="0 0 400 320" className="h-auto w-full max-w-md" aria-hidden="true">
      <defs>
        <linearGradient id="auth-card" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#e0e7ff" />
        </linearGradient>
      </defs>
      <circle cx="330" cy="60" r="46" fill="#6366f1" opacity="0.35" />
      <circle cx="60" cy="270" r="34" fill="#2dd4bf" opacity="0.25" />
      <rect x="70" y="60" width="220" height="200" rx="18" fill="url(#auth-card)" />
      <rect x="94" y="86" width="110" height="12" rx="6" fill="#312e81" />
      <rect x="94" y="108" width="150" height="8" rx="4" fill="#a5b4fc" />
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(94 ${136 + i * 34})`}>
          <rect width="172" height="24" rx="8" fill={i === 1 ? '#4f46e5' : '#ffffff'} stroke="#c7d2fe" />
          <circle cx="14" cy="12" r="5" fill={i === 1 ? '#ffffff' : '#c7d2fe'} />
          <rect
            x="28"
            y="9"
            width={i === 1 ? 90 : 110}
            height="6"
            rx="3"
            fill={i === 1 ? '#e0e7ff' : '#cbd5e1'}
          />
        </g>
      ))}
      <rect x="236" y="170" width="130" height="96" rx="14" fill="#1e1b4b" />
      <circle cx="252" cy="186" r="4" fill="#f87171" />
      <circle cx="265" cy="186" r="4" fill="#fbbf24" />
      <circle cx="278" cy="186" r="4" fill="#34d399" />
      <rect x="252" y="202" width="56" height="6" rx="3" fill="#818cf8" />
      <rect x="264" y="216" width="78" height="6" rx="3" fill="#5eead4" />
      <rect x="264" y="230" width="48" height="6" rx="3" fill="#a5b4fc" />
      <rect x="252" y="244" width="30" height="6" rx="3" fill="#818cf8" />
      <g transform="translate(300 96)">
        <circle r="34" fill="#ffffff" />
        <circle r="24" fill="none" stroke="#e0e7ff" strokeWidth="8" />
        <circle
          r="24"
          fill="none"
          stroke="#14b8a6"
          strokeWidth="8"
          strokeDasharray="113 151"
          strokeLinecap="round"
          transform="rotate(-90)"
        />
        <path d="M-8 0l5 5 11-11" fill="none" stroke="#0f766e" strokeWidth="4" strokeLinecap="round" />
      </g>
      <g transform="translate(40 110)">
        <rect width="58" height="58" rx="14" fill="#fbbf24" />
        <path d="M29 16l20 9-20 9-20-9z" fill="#78350f" />
        <path d="M17 30v9c0 3 5 7 12 7s12-4 12-7v-9l-12 5z" fill="#92400e" />
      </g>
    </svg>
  );
}
