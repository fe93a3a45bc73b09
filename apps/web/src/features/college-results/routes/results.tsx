import { endReasonText, highestSimilarityLabel, resultWords } from '@placement/contract';
import { formatMarks } from '@placement/domain';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { countOf, marksOrDash } from '../../../lib/format';
import { formatIst, formatSeconds } from '../../../lib/ist';
import { Alert } from '../../../ui/alert';
import { Button, buttonVariants } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Checkbox, CheckField } from '../../../ui/check-field';
import { ExportButtons } from '../../../ui/export-buttons';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { Table } from '../../../ui/table';
import { TextField } from '../../../ui/text-field';
import { exportResults, useAssessment, useDecide, usePublishResults, useResults } from '../api/results';
import type { ResultRow } from '../api/types';
import { AllReportsButton } from '../components/all-reports-button';
import { Histogram } from '../components/histogram';
import { RiskFlags, similarityText } from '../components/risk-summary';

// loaded when the results page shows it, with its side-by-side view
const SimilaritySection = lazy(() =>
  import('../similarity/similarity-section').then((m) => ({ default: m.SimilaritySection })),
);

function DecisionText({ decision }: { decision: string | null }) {
  if (decision === 'selected') return <span className="font-semibold text-emerald-800">Selected</span>;
  if (decision === 'rejected') return <span className="font-semibold text-red-700">Rejected</span>;
  return <span className="text-slate-600">—</span>;
}

/** A calibrated adaptive attempt's reported score, with θ and its standard error. */
function abilityText(result: ResultRow['calibrated']): string {
  if (!result) return '—';
  return `${result.scaled.toFixed(1)} (θ ${result.theta.toFixed(2)} ± ${result.se.toFixed(2)})`;
}

/** Results of one assessment: distribution, per-student table, decisions, export, publishing. */
export function ResultsRoute() {
  const { id = '' } = useParams();
  const assessment = useAssessment(id);
  const results = useResults(id);
  const decide = useDecide(id);
  const publish = usePublishResults(id);
  const [chosen, setChosen] = useState<string[]>([]);
  const [threshold, setThreshold] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const [flaggedOnly, setFlaggedOnly] = useState(false);

  const all = results.data ?? [];
  const flaggedCount = all.filter((r) => r.risk.flagged).length;
  const calibrated = all.some((r) => r.calibrated);
  const rows = flaggedOnly ? all.filter((r) => r.risk.flagged) : all;
  const ended = all.filter((r) => r.status !== 'in_progress');
  // "choose all" picks the students shown
  const choosable = [...new Set(rows.filter((r) => r.status !== 'in_progress').map((r) => r.studentId))];
  const percentages = ended.map((r) => r.percentage ?? 0);
  const students = new Set(all.map((r) => r.studentId)).size;
  const average = percentages.length ? percentages.reduce((a, b) => a + b, 0) / percentages.length : null;

  const decideFor = (studentIds: string[], decision: 'selected' | 'rejected' | null) =>
    decide.mutate(
      { studentIds, decision },
      { onSuccess: (r) => setMessage(`${countOf(r.updated, 'result')} updated.`) },
    );
  const byThreshold = (event: FormEvent) => {
    event.preventDefault();
    decide.mutate(
      { minPercentage: Number(threshold) },
      {
        onSuccess: (r) => setMessage(`${countOf(r.updated, 'student')} at or above ${threshold}% selected.`),
      },
    );
  };
  const toggle = (row: ResultRow, on: boolean) =>
    setChosen((list) =>
      on ? [...new Set([...list, row.studentId])] : list.filter((s) => s !== row.studentId),
    );
  const manual = assessment.data?.config?.resultPolicy === 'manual';
  const download = (format: 'xlsx' | 'csv') =>
    exportResults(id, format).catch((e: Error) => setExportError(e.message));

  return (
    <Page
      title={assessment.data ? `Results: ${assessment.data.name}` : 'Results'}
      actions={
        <>
          <ExportButtons onExport={download} />
          <AllReportsButton assessmentId={id} />
          <Link to={`/college/assessments/${id}/item-analysis`} className={buttonVariants.secondary}>
            Item analysis
          </Link>
          <Link to={`/college/results/cohort?assessments=${id}`} className={buttonVariants.secondary}>
            Cohort
          </Link>
          <Link to={`/college/assessments/${id}`} className={buttonVariants.secondary}>
            Assessment
          </Link>
        </>
      }
    >
      {exportError && <Alert tone="error">{exportError}</Alert>}
      <QueryState isPending={results.isPending} error={results.error} />
      {manual && (
        <Card title="Publish results">
          {assessment.data?.resultsPublishedAt ? (
            <p className="text-sm text-slate-700">
              Results published {formatIst(assessment.data.resultsPublishedAt)}.
            </p>
          ) : (
            <>
              <p className="mb-3 text-sm text-slate-700">Students see their results once you publish them.</p>
              {publish.error && <Alert tone="error">{publish.error.message}</Alert>}
              <Button
                onClick={() => publish.mutate()}
                loading={publish.isPending}
                disabled={publish.isPending}
              >
                Publish results
              </Button>
            </>
          )}
        </Card>
      )}
      {results.data && (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <Card>
              <p className="text-sm text-slate-600">Appeared</p>
              <p className="text-3xl font-bold text-slate-900" data-testid="appeared">
                {students}
              </p>
            </Card>
            <Card>
              <p className="text-sm text-slate-600">Attempts finished</p>
              <p className="text-3xl font-bold text-slate-900">{ended.length}</p>
            </Card>
            <Card>
              <p className="text-sm text-slate-600">Average</p>
              <p className="text-3xl font-bold text-slate-900">
                {average === null ? '—' : `${average.toFixed(1)}%`}
              </p>
            </Card>
          </div>
          <Card title="Score distribution">
            <Histogram percentages={percentages} />
          </Card>
          <Card title="Students">
            <div className="mb-4 flex flex-wrap items-end gap-3">
              <Button
                variant="secondary"
                disabled={chosen.length === 0 || decide.isPending}
                onClick={() => decideFor(chosen, 'selected')}
              >
                Select chosen ({chosen.length})
              </Button>
              <Button
                variant="secondary"
                disabled={chosen.length === 0 || decide.isPending}
                onClick={() => decideFor(chosen, 'rejected')}
              >
                Reject chosen
              </Button>
              <form onSubmit={byThreshold} className="flex flex-wrap items-end gap-2">
                <TextField
                  label="Select at or above (%)"
                  type="number"
                  min={0}
                  max={100}
                  className="w-44"
                  value={threshold}
                  onChange={(e) => setThreshold(e.target.value)}
                />
                <Button type="submit" variant="secondary" disabled={threshold === '' || decide.isPending}>
                  Select by score
                </Button>
              </form>
            </div>
            {decide.error && <Alert tone="error">{decide.error.message}</Alert>}
            {message && <Alert tone="success">{message}</Alert>}
            {all.length > 0 && (
              <div className="mt-3">
                <CheckField
                  label={`Only attempts with a flag (${flaggedCount} of ${all.length})`}
                  checked={flaggedOnly}
                  onChange={(e) => setFlaggedOnly(e.target.checked)}
                />
              </div>
            )}
            {all.length === 0 ? (
              <p className="mt-3 text-sm text-slate-600">No one has taken this assessment yet.</p>
            ) : rows.length === 0 ? (
              <p className="mt-3 text-sm text-slate-600">No attempt has a flag.</p>
            ) : (
              <Table
                label="Results per student"
                gap="pr-3"
                className="mt-3"
                columns={[
                  <Checkbox
                    key="all"
                    aria-label="Choose all students"
                    checked={choosable.length > 0 && choosable.every((id) => chosen.includes(id))}
                    onChange={(e) => setChosen(e.target.checked ? choosable : [])}
                  />,
                  'Student',
                  'Score',
                  'Percentage',
                  ...(calibrated ? ['Ability score (θ ± SE)'] : []),
                  'Time',
                  'Status',
                  'End reason',
                  'Flags',
                  highestSimilarityLabel,
                  'Decision',
                  <span key="actions" className="sr-only">
                    Actions
                  </span>,
                ]}
              >
                {rows.map((row) => (
                  <tr key={row.attemptId} className="border-b border-slate-100" data-testid="result-row">
                    <td className="py-2 pr-3">
                      <Checkbox
                        aria-label={`Choose ${row.name}`}
                        disabled={row.status === 'in_progress'}
                        checked={chosen.includes(row.studentId)}
                        onChange={(e) => toggle(row, e.target.checked)}
                      />
                    </td>
                    <td className="py-2 pr-3">
                      <span className="font-medium text-slate-900">{row.name}</span>
                      <span className="block text-xs text-slate-600">{row.email}</span>
                    </td>
                    <td className="py-2 pr-3">
                      {row.score === null ? '—' : `${formatMarks(row.score)} / ${marksOrDash(row.maxScore)}`}
                    </td>
                    <td className="py-2 pr-3">
                      {row.percentage === null ? '—' : `${formatMarks(row.percentage)}%`}
                    </td>
                    {calibrated && <td className="py-2 pr-3">{abilityText(row.calibrated)}</td>}
                    <td className="py-2 pr-3">{formatSeconds(row.timeTaken)}</td>
                    <td className="py-2 pr-3">{resultWords.status[row.status] ?? row.status}</td>
                    <td className="py-2 pr-3">{endReasonText(row.endReason, row.endType) || '—'}</td>
                    <td className="py-2 pr-3">
                      <RiskFlags attemptId={row.attemptId} name={row.name} risk={row.risk} />
                    </td>
                    <td className="py-2 pr-3">{similarityText(row.highestSimilarity)}</td>
                    <td className="py-2 pr-3">
                      <DecisionText decision={row.decision} />
                    </td>
                    <td className="py-2">
                      <div className="flex flex-wrap gap-1">
                        <Link
                          to={`/college/attempts/${row.attemptId}`}
                          className="rounded px-2 py-1 font-medium text-brand-700 hover:bg-brand-50"
                          aria-label={`Review ${row.name}'s attempt`}
                        >
                          Review
                        </Link>
                        {row.status !== 'in_progress' && (
                          <>
                            <Button
                              variant="ghost"
                              className="px-2 py-1"
                              aria-label={`Select ${row.name}`}
                              onClick={() => decideFor([row.studentId], 'selected')}
                            >
                              Select
                            </Button>
                            <Button
                              variant="ghost"
                              className="px-2 py-1 text-red-700 hover:bg-red-50"
                              aria-label={`Reject ${row.name}`}
                              onClick={() => decideFor([row.studentId], 'rejected')}
                            >
                              Reject
                            </Button>
                          </>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </Table>
            )}
          </Card>
          <Suspense fallback={<QueryState isPending error={null} />}>
            <SimilaritySection assessmentId={id} />
          </Suspense>
        </>
      )}
    </Page>
  );
}
