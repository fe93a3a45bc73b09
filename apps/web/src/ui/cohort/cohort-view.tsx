import { filterCohort, MAX_COMPARED, sortCohort } from '@placement/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { countOf } from '../../lib/format';
import { Alert } from '../alert';
import { Card } from '../card';
import { EmptyState } from '../empty-state';
import { ExportButtons } from '../export-buttons';
import { Comparison } from './comparison';
import { FilterFieldset } from './filter-fields';
import { cutoffsOf, type FilterFields, filterQuery, noFilters, sortOf } from './filters';
import { RankedTable } from './ranked-table';
import type { CohortRow, CohortTest } from './types';

const title = (word: string) => `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`;

export type CohortFilterQuery = ReturnType<typeof filterQuery>;

/**
 * A cohort on screen, for staff and recruiters alike: cut-offs per skill and overall, the ranked table (filtered
 * here with the domain's own rules, so the download the server makes matches it), and up to four candidates side
 * by side. Downloads go through the callbacks with the filters as the API's query.
 */
export function CohortView<R extends CohortRow>({
  tests,
  skills,
  candidates,
  noun,
  nameCell,
  testHref,
  onExport,
  onExportComparison,
}: {
  tests: readonly CohortTest[];
  skills: readonly string[];
  candidates: readonly R[];
  /** 'candidate' or 'applicant' */
  noun: string;
  nameCell: (row: R) => ReactNode;
  testHref?: (attemptId: string) => string;
  onExport: (format: 'xlsx' | 'csv', filters: CohortFilterQuery) => Promise<void>;
  onExportComparison: (format: 'xlsx' | 'csv', ids: string[]) => Promise<void>;
}) {
  const [fields, setFields] = useState<FilterFields>(noFilters);
  const [picked, setPicked] = useState<string[]>([]);
  const [exportError, setExportError] = useState<string | null>(null);
  const shown = useMemo(
    () => sortCohort(filterCohort(candidates, cutoffsOf(fields, skills)), sortOf(fields, skills)),
    [candidates, fields, skills],
  );
  // a candidate no longer in the cohort (other tests chosen) drops out of the comparison
  const chosen = picked.flatMap((id) => candidates.find((c) => c.id === id) ?? []);
  const toggle = (id: string) =>
    setPicked((ids) =>
      ids.includes(id) ? ids.filter((x) => x !== id) : ids.length < MAX_COMPARED ? [...ids, id] : ids,
    );
  const report = (download: Promise<void>) => {
    setExportError(null);
    download.catch((e: Error) => setExportError(e.message));
  };

  if (candidates.length === 0) {
    return <EmptyState title={`No ${noun}s with a graded result yet`} />;
  }
  return (
    <div className="space-y-6">
      {exportError && <Alert tone="error">{exportError}</Alert>}
      <Card
        title={`Ranked ${noun}s`}
        actions={<ExportButtons onExport={(f) => report(onExport(f, filterQuery(fields, skills)))} />}
      >
        <div className="space-y-4">
          <FilterFieldset skills={skills} fields={fields} onChange={setFields} />
          <p className="text-sm text-slate-700" aria-live="polite">
            Showing {shown.length} of {countOf(candidates.length, noun)}. Ranks are among all of them; tick up
            to {MAX_COMPARED} to compare.
          </p>
          {shown.length === 0 ? (
            <EmptyState title={`No ${noun} meets these cut-offs`} />
          ) : (
            <RankedTable
              label={`${title(noun)}s by rank`}
              noun={title(noun)}
              tests={tests}
              skills={skills}
              rows={shown}
              selected={chosen.map((c) => c.id)}
              onToggle={toggle}
              nameCell={nameCell}
              testHref={testHref}
            />
          )}
        </div>
      </Card>
      <Card
        title="Side by side"
        actions={
          chosen.length > 1 ? (
            <ExportButtons
              what="comparison"
              onExport={(f) =>
                report(
                  onExportComparison(
                    f,
                    chosen.map((c) => c.id),
                  ),
                )
              }
            />
          ) : undefined
        }
      >
        {chosen.length < 2 ? (
          <p className="text-sm text-slate-600">
            Tick 2 to {MAX_COMPARED} {noun}s in the table to see them side by side.
          </p>
        ) : (
          <Comparison tests={tests} skills={skills} chosen={chosen} />
        )}
      </Card>
    </div>
  );
}
