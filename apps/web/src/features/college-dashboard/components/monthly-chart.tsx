import { Chart } from '../../../ui/chart';
import type { MonthPoint } from '../api/dashboard';

const monthName = (month: string) => {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 2000, (m ?? 1) - 1, 1)).toLocaleString('en-IN', {
    month: 'short',
    timeZone: 'UTC',
  });
};

const COLORS = { students: '#1d4ed8', placements: '#047857' } as const;

/** each month's bars, left to right */
const bars = ['students', 'placements'] as const;

function Legend() {
  return (
    <div className="mb-2 flex flex-wrap gap-4 text-sm text-slate-700" aria-hidden="true">
      <span className="inline-flex items-center gap-1.5">
        <span className="inline-block size-3 rounded-sm" style={{ background: COLORS.students }} /> Students
        joined
      </span>
      <span className="inline-flex items-center gap-1.5">
        <span className="inline-block size-3 rounded-sm" style={{ background: COLORS.placements }} />{' '}
        Placements
      </span>
    </div>
  );
}

function MonthTable({ series }: { series: MonthPoint[] }) {
  return (
    <table>
      <caption>Students joined and placements per month</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col">Students joined</th>
          <th scope="col">Placements</th>
        </tr>
      </thead>
      <tbody>
        {series.map((p) => (
          <tr key={p.month}>
            <th scope="row">{p.month}</th>
            <td>{p.students}</td>
            <td>{p.placements}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Students who joined vs placements per month, as grouped SVG bars; the numbers again in a table. */
export function MonthlyChart({ series }: { series: MonthPoint[] }) {
  const width = 640;
  const height = 240;
  const pad = { left: 36, right: 8, top: 12, bottom: 30 };
  const plotHeight = height - pad.top - pad.bottom;
  const max = Math.max(1, ...series.flatMap((p) => [p.students, p.placements]));
  const group = (width - pad.left - pad.right) / Math.max(1, series.length);
  const bar = Math.max(2, (group - 8) / 2);
  const y = (n: number) => pad.top + plotHeight - (n / max) * plotHeight;
  const summary = series
    .map((p) => `${p.month}: ${p.students} students, ${p.placements} placements`)
    .join('; ');
  return (
    <Chart
      width={width}
      height={height}
      className="h-auto w-full"
      testId="monthly-chart"
      title={`Students joined and placements per month: ${summary}`}
      legend={<Legend />}
      caption={<MonthTable series={series} />}
      captionClassName="sr-only"
    >
      <line x1={pad.left} y1={y(0)} x2={width - pad.right} y2={y(0)} stroke="#475569" />
      <line x1={pad.left} y1={pad.top} x2={pad.left} y2={y(0)} stroke="#475569" />
      <text x={pad.left - 6} y={pad.top + 4} textAnchor="end" fontSize="11" fill="#334155">
        {max}
      </text>
      <text x={pad.left - 6} y={y(0)} textAnchor="end" fontSize="11" fill="#334155">
        0
      </text>
      {series.map((p, i) => {
        const x = pad.left + i * group + 4;
        return (
          <g key={p.month} data-month={p.month}>
            {bars.map((name, k) => (
              <rect
                key={name}
                x={x + k * bar}
                y={y(p[name])}
                width={bar}
                height={y(0) - y(p[name])}
                fill={COLORS[name]}
                data-series={name}
                data-value={p[name]}
              />
            ))}
            <text x={x + bar} y={height - 10} textAnchor="middle" fontSize="11" fill="#334155">
              {monthName(p.month)}
            </text>
          </g>
        );
      })}
    </Chart>
  );
}
