type SpinnerProps = { className?: string };

export function Spinner({ className = 'size-5' }: SpinnerProps) {
  return (
    <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50 text-brand-700">
      <output className="flex flex-col items-center gap-3" aria-live="polite">
        <Spinner className="size-10" />
        <span className="text-sm font-medium text-slate-600">{label}…</span>
      </output>
    </div>
  );
}
