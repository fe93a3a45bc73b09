/** Upload progress: a labelled native progress bar with the percentage beside it. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className="flex items-center gap-3">
      <progress
        aria-label={label}
        max={100}
        value={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700"
      />
      <span className="w-10 text-right text-xs font-medium text-slate-700 tabular-nums">{percent}%</span>
    </div>
  );
}
