import { cohortWords } from '@placement/contract';
import { type ComparisonRow, comparisonRows, formatMarks } from '@placement/domain';
import { formatSeconds } from '../../lib/ist';
import { ScrollRegion } from '../scroll-region';
import { ColumnHeads } from '../table';
import { percentText } from './format';
import { type CohortRow, type CohortTest, testLabel } from './types';

const SECTIONS: Record<ComparisonRow['section'], string> = {
  overall: 'Overall',
  skills: 'Skills',
  tests: 'Tests',
  time: 'Time taken',
};

function valueText(row: ComparisonRow, i: number): string {
  const value = row.values[i] ?? null;
  if (value === null) return row.statuses ? cohortWords[row.statuses[i] ?? 'notTaken'] : '—';
  if (row.unit === 'percent') return percentText(value);
  if (row.unit === 'seconds') return formatSeconds(value);
  return formatMarks(value);
}

/** The best figure of a row of percentages (more is better), to mark it. */
const bestOf = (row: ComparisonRow) =>
  row.unit === 'percent' && row.values.filter((v) => v !== null).length > 1
    ? Math.max(...row.values.filter((v): v is number => v !== null))
    : null;

/** Up to four candidates side by side: overall and rank, each skill, each test and the time it took. */
export function Comparison({
  tests,
  skills,
  chosen,
}: {
  tests: readonly CohortTest[];
  skills: readonly string[];
  chosen: readonly CohortRow[];
}) {
  const rows = comparisonRows(
    tests.map((t) => ({ id: t.id, name: testLabel(t) })),
    skills,
    chosen,
  );
  const sections = [...new Set(rows.map((r) => r.section))];
  return (
    <ScrollRegion label="Candidates side by side">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Candidates side by side</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <ColumnHeads
            columns={['Measure', ...chosen.map((c) => c.name)]}
            cell="py-2 font-medium"
            gap="pr-3"
          />
        </thead>
        {sections.map((section) => (
          <tbody key={section}>
            <tr>
              <th
                scope="rowgroup"
                colSpan={chosen.length + 1}
                className="bg-slate-50 px-2 py-1 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase"
              >
                {SECTIONS[section]}
              </th>
            </tr>
            {rows
              .filter((row) => row.section === section)
              .map((row) => {
                const best = bestOf(row);
                return (
                  <tr key={row.label} className="border-b border-slate-100">
                    <th scope="row" className="py-2 pr-3 text-left font-medium">
                      {row.label}
                    </th>
                    {chosen.map((c, i) => (
                      <td
                        key={c.id}
                        className={`py-2 pr-3 whitespace-nowrap ${best !== null && row.values[i] === best ? 'font-bold text-emerald-800' : ''}`}
                      >
                        {valueText(row, i)}
                      </td>
                    ))}
                  </tr>
                );
              })}
          </tbody>
        ))}
      </table>
    </ScrollRegion>
  );
}
