import { Chart } from '../../../ui/chart';

/** Buckets of 10 percentage points (100 falls in the last one). */
export function bucketsOf(percentages: number[]): number[] {
  const buckets = Array.from({ length: 10 }, () => 0);
  for (const p of percentages) {
    const index = Math.min(9, Math.max(0, Math.floor(p / 10)));
    buckets[index] = (buckets[index] ?? 0) + 1;
  }
  return buckets;
}

/**
 * The score distribution as a plain SVG histogram, with the same numbers in a table for screen readers: from the
 * attempts' percentages, or from counts per tenth already made (the item analysis's).
 */
export function Histogram(props: { percentages: number[] } | { buckets: number[] }) {
  const buckets = 'buckets' in props ? props.buckets : bucketsOf(props.percentages);
  const max = Math.max(1, ...buckets);
  const width = 520;
  const height = 200;
  const pad = { left: 32, bottom: 28, top: 12, right: 8 };
  const barWidth = (width - pad.left - pad.right) / buckets.length;
  const plotHeight = height - pad.top - pad.bottom;
  const label = (i: number) => `${i * 10}–${i === 9 ? 100 : i * 10 + 9}%`;
  return (
    <Chart
      width={width}
      height={height}
      className="h-auto w-full max-w-xl"
      title={`Score distribution: ${buckets.map((n, i) => `${label(i)}: ${n}`).join(', ')}`}
      caption="Students per percentage band (0–9, 10–19, … 90–100)."
      captionClassName="mt-1 text-xs text-slate-600"
    >
      <line
        x1={pad.left}
        y1={pad.top + plotHeight}
        x2={width - pad.right}
        y2={pad.top + plotHeight}
        stroke="#475569"
      />
      <line x1={pad.left} y1={pad.top} x2={pad.left} y2={pad.top + plotHeight} stroke="#475569" />
      <text x={pad.left - 6} y={pad.top + 4} textAnchor="end" fontSize="11" fill="#334155">
        {max}
      </text>
      <text x={pad.left - 6} y={pad.top + plotHeight} textAnchor="end" fontSize="11" fill="#334155">
        0
      </text>
      {buckets.map((n, i) => {
        const h = (n / max) * plotHeight;
        const x = pad.left + i * barWidth + 3;
        return (
          <g key={label(i)}>
            <rect x={x} y={pad.top + plotHeight - h} width={barWidth - 6} height={h} fill="#4338ca" rx="2" />
            {n > 0 && (
              <text
                x={x + (barWidth - 6) / 2}
                y={pad.top + plotHeight - h - 3}
                textAnchor="middle"
                fontSize="11"
                fill="#1e293b"
              >
                {n}
              </text>
            )}
            <text x={x + (barWidth - 6) / 2} y={height - 10} textAnchor="middle" fontSize="10" fill="#334155">
              {i * 10}
            </text>
          </g>
        );
      })}
    </Chart>
  );
}
