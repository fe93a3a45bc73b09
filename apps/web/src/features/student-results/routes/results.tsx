import { formatMarks, typeDisplayName } from '@placement/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, Route, Routes, useSearchParams } from 'react-router';
import { marksOrDash } from '../../../lib/format';
import { BackButton } from '../../../ui/back-button';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeader } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { Table } from '../../../ui/table';
import { type AttemptResult, resultsQueryOptions } from '../api/results';
import {
  answeredCount,
  attemptTimeText,
  durationText,
  endReasonLabel,
  percentText,
  questionStatusLabel,
  scoreText,
  statusLabel,
} from '../components/status';

function StatusBadge({ result }: { result: AttemptResult }) {
  const label = statusLabel(result);
  const tone =
    result.status === 'awaiting_grading'
      ? 'border-amber-200 bg-amber-50 text-amber-900'
      : result.status === 'graded' && result.resultVisible
        ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
        : 'border-slate-200 bg-slate-100 text-slate-800';
  return <span className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${tone}`}>{label}</span>;
}

function ResultList() {
  const results = useQuery(resultsQueryOptions());
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Results" description="Scores of your finished assessments." />
      <div className="mt-6">
        {!results.data ? (
          <QueryState isPending={results.isPending} error={results.error} />
        ) : results.data.length === 0 ? (
          <EmptyState title="No results yet">
            Finish an assessment from{' '}
            <Link to="/student/test" className="font-semibold text-brand-700 underline">
              Tests
            </Link>{' '}
            to see your score here.
          </EmptyState>
        ) : (
          <ul aria-label="Attempts" className="grid gap-4">
            {results.data.map((r) => (
              <li key={r._id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h2 className="font-semibold text-slate-900">{r.assessmentName}</h2>
                    <p className="text-sm text-slate-600">
                      Attempt {r.number} · {attemptTimeText(r)}
                    </p>
                  </div>
                  <StatusBadge result={r} />
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
                  <div>
                    <dt className="text-slate-600">Score</dt>
                    <dd className="font-semibold text-slate-900">{scoreText(r) ?? 'Hidden'}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">Percentage</dt>
                    <dd className="font-semibold text-slate-900">{percentText(r) ?? 'Hidden'}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">Ended</dt>
                    <dd className="font-medium text-slate-900">{endReasonLabel(r.endReason)}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">Questions answered</dt>
                    <dd className="font-medium text-slate-900">{answeredCount(r)}</dd>
                  </div>
                </dl>
                <Link
                  to={`/student/results/overview?id=${r._id}`}
                  className="mt-3 inline-block rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  View details
                  <span className="sr-only">
                    {' '}
                    of {r.assessmentName}, attempt {r.number}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function Overview() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const results = useQuery(resultsQueryOptions());
  const result = results.data?.find((r) => r._id === id);
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <BackButton fallback="/student/results" />
      {!results.data ? (
        <QueryState isPending={results.isPending} error={results.error} />
      ) : !result ? (
        <EmptyState title="Result not found">
          <Link to="/student/results" className="font-semibold text-brand-700 underline">
            All results
          </Link>
        </EmptyState>
      ) : (
        <>
          <PageHeader
            title={result.assessmentName}
            description={`Attempt ${result.number} · ${attemptTimeText(result)}`}
            actions={
              <>
                <StatusBadge result={result} />
                {result.resultVisible && result.status !== 'in_progress' && (
                  <Link
                    to={`/student/results/${result._id}/report`}
                    className="rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    Score report
                  </Link>
                )}
              </>
            }
          />
          {!result.resultVisible && result.status !== 'in_progress' && (
            <p className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700">
              Your college has not published the results of this assessment yet. Scores appear here once they
              do.
            </p>
          )}
          <dl className="grid grid-cols-2 gap-4 rounded-xl border border-slate-200 bg-white p-5 text-sm shadow-sm sm:grid-cols-3 lg:grid-cols-5">
            <div>
              <dt className="text-slate-600">Score</dt>
              <dd className="text-lg font-semibold text-slate-900">{scoreText(result) ?? 'Hidden'}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Percentage</dt>
              <dd className="text-lg font-semibold text-slate-900">{percentText(result) ?? 'Hidden'}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Time taken</dt>
              <dd className="font-medium text-slate-900">
                {result.timeTaken === null ? '—' : durationText(result.timeTaken)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">Ended</dt>
              <dd className="font-medium text-slate-900">{endReasonLabel(result.endReason)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Questions answered</dt>
              <dd className="font-medium text-slate-900">{answeredCount(result)}</dd>
            </div>
          </dl>
          {result.perTopic.length > 0 && (
            <section aria-labelledby="per-topic">
              <h2 id="per-topic" className="text-lg font-semibold text-slate-900">
                By topic
              </h2>
              <Table
                label="Score per topic"
                look="card"
                className="mt-3 rounded-xl border border-slate-200 bg-white shadow-sm"
                bodyClassName="divide-y divide-slate-200"
                columns={['Topic', 'Score', 'Correct', 'Wrong', 'Skipped', 'Pending']}
              >
                {result.perTopic.map((t) => (
                  <tr key={t.topic}>
                    <th scope="row" className="px-4 py-2 font-medium text-slate-900">
                      {t.topic}
                    </th>
                    <td className="px-4 py-2">
                      {formatMarks(t.score)}/{formatMarks(t.maxScore)}
                    </td>
                    <td className="px-4 py-2">{t.correct}</td>
                    <td className="px-4 py-2">{t.wrong}</td>
                    <td className="px-4 py-2">{t.skipped}</td>
                    <td className="px-4 py-2">{t.pending > 0 ? `${t.pending} pending manual grading` : 0}</td>
                  </tr>
                ))}
              </Table>
            </section>
          )}
          <section aria-labelledby="questions">
            <h2 id="questions" className="text-lg font-semibold text-slate-900">
              Questions
            </h2>
            {result.questions.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">No answers were recorded.</p>
            ) : (
              <ol className="mt-3 grid gap-2">
                {result.questions.map((q, index) => (
                  <li
                    key={q.questionId}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-4 py-2 text-sm"
                  >
                    <span className="text-slate-900">
                      {index + 1}. {q.topic} · {typeDisplayName(q.type)}
                    </span>
                    <span className="text-slate-700">
                      {questionStatusLabel(q.status)}
                      {q.marks !== null ? ` · ${formatMarks(q.marks)}/${marksOrDash(q.maxMarks)}` : ''}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
          <p className="text-sm text-slate-600">
            Proctoring: {result.proctoring.tabSwitches} tab switches, {result.proctoring.events} events,{' '}
            {result.proctoring.screenshots} snapshots.
          </p>
        </>
      )}
    </div>
  );
}

/** /student/results: index and overview (SPEC §2). */
export function ResultsRoute() {
  return (
    <Routes>
      <Route index element={<ResultList />} />
      <Route path="overview" element={<Overview />} />
      <Route path="*" element={<ResultList />} />
    </Routes>
  );
}
