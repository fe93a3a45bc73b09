import { MAX_COMPARED } from '@placement/domain';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { formatSeconds } from '../../lib/ist';
import { Button } from '../button';
import { Checkbox } from '../check-field';
import { Table } from '../table';
import { outcomeText, percentText } from './format';
import { type CohortRow, type CohortTest, testLabel } from './types';

/** Rows drawn at first; a large drive shows more on request rather than thousands of rows at once. */
const PAGE = 100;

/** The ranked candidates: overall, each skill with its rank, each test, time; a box to pick up to four. */
export function RankedTable<R extends CohortRow>({
  label,
  noun,
  tests,
  skills,
  rows,
  selected,
  onToggle,
  nameCell,
  testHref,
}: {
  label: string;
  /** the name column's heading: 'Candidate', 'Applicant' */
  noun: string;
  tests: readonly CohortTest[];
  skills: readonly string[];
  rows: readonly R[];
  selected: readonly string[];
  onToggle: (id: string) => void;
  nameCell: (row: R) => ReactNode;
  testHref?: (attemptId: string) => string;
}) {
  const [shown, setShown] = useState(PAGE);
  const full = selected.length >= MAX_COMPARED;
  return (
    <>
      <Table
        label={label}
        columns={[
          'Compare',
          'Rank',
          noun,
          'Overall',
          'Tests taken',
          ...skills,
          ...tests.map(testLabel),
          'Time taken',
        ]}
        bodyClassName="align-top"
      >
        {rows.slice(0, shown).map((row) => {
          const chosen = selected.includes(row.id);
          return (
            <tr key={row.id} className="border-b border-slate-100">
              <td className="py-2 pr-4">
                <Checkbox
                  aria-label={`Compare ${row.name}`}
                  checked={chosen}
                  disabled={!chosen && full}
                  onChange={() => onToggle(row.id)}
                />
              </td>
              <td className="py-2 pr-4 font-semibold">{row.rank}</td>
              <th scope="row" className="py-2 pr-4 text-left font-medium">
                {nameCell(row)}
              </th>
              <td className="py-2 pr-4 font-semibold">{percentText(row.overall)}</td>
              <td className="py-2 pr-4">
                {row.testsTaken} of {tests.length}
              </td>
              {skills.map((skill) => {
                const outcome = row.skills.find((s) => s.skill === skill);
                return (
                  <td key={skill} className="py-2 pr-4 whitespace-nowrap">
                    {percentText(outcome?.percentage)}
                    {outcome?.rank != null && (
                      <span className="ml-1 text-xs text-slate-600">
                        <span className="sr-only">rank </span>#{outcome.rank}
                      </span>
                    )}
                  </td>
                );
              })}
              {tests.map((test) => {
                const outcome = row.tests.find((t) => t.testId === test.id);
                const text = outcomeText(outcome);
                return (
                  <td key={test.id} className="py-2 pr-4 whitespace-nowrap">
                    {testHref && outcome?.attemptId ? (
                      <Link
                        to={testHref(outcome.attemptId)}
                        className="text-brand-700 underline-offset-2 hover:underline"
                        aria-label={`${text}: ${row.name}'s attempt at ${test.name}`}
                      >
                        {text}
                      </Link>
                    ) : (
                      text
                    )}
                  </td>
                );
              })}
              <td className="py-2 whitespace-nowrap">{formatSeconds(row.secondsTaken)}</td>
            </tr>
          );
        })}
      </Table>
      {rows.length > shown && (
        <Button variant="secondary" className="mt-3" onClick={() => setShown((n) => n + PAGE)}>
          Show {Math.min(PAGE, rows.length - shown)} more of {rows.length}
        </Button>
      )}
    </>
  );
}
