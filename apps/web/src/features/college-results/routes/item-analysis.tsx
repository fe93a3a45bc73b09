import type { ItemAnalysisReply } from '@placement/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Button, buttonVariants } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Chart } from '../../../ui/chart';
import { Dialog } from '../../../ui/dialog';
import { ExportButtons } from '../../../ui/export-buttons';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { SelectField } from '../../../ui/select-field';
import { Table } from '../../../ui/table';
import { exportItemAnalysis, useItemAnalysis, useRegrade } from '../api/item-analysis';
import { useAssessment } from '../api/results';
import { Histogram } from '../components/histogram';
import { figure, type Item, ItemQuestions, percent } from '../components/item-questions';

function AssessmentFigures({ test }: { test: ItemAnalysisReply['test'] }) {
  const rows: [string, string][] = [
    ['Attempts counted', String(test.attempts)],
    ['Mean', `${figure(test.mean)} of ${test.maxTotal}`],
    ['Median', figure(test.median)],
    ['Standard deviation', figure(test.standardDeviation)],
    ['Skewness', figure(test.skewness)],
    ['Kurtosis', figure(test.kurtosis)],
    ["Internal consistency (Cronbach's α)", figure(test.internalConsistency, '%')],
    ['Error ratio', figure(test.errorRatio, '%')],
    ['Standard error', figure(test.standardError)],
  ];
  return (
    <Card title="Test statistics">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        {rows.map(([name, value]) => (
          <div key={name}>
            <dt className="text-slate-600">{name}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {test.ungradedAnswers > 0 && (
        <p className="mt-3 text-sm text-slate-700">
          {test.ungradedAnswers} answer{test.ungradedAnswers === 1 ? '' : 's'} still wait for marks and are
          left out until graded.
        </p>
      )}
    </Card>
  );
}

function Levels({ levels }: { levels: NonNullable<ItemAnalysisReply['test']['levels']> }) {
  return (
    <Card title="Adaptive levels">
      <Table label="Levels reached and passed" columns={['Topic', 'Level', 'Reached', 'Passed']}>
        {levels.map((l) => (
          <tr key={`${l.topic}/${l.level}`} className="border-b border-slate-100">
            <th scope="row" className="py-2 pr-4 text-left font-medium">
              {l.topic}
            </th>
            <td className="py-2 pr-4">{l.level}</td>
            <td className="py-2 pr-4">{l.reached}</td>
            <td className="py-2">
              {l.passed} ({percent(l.reached ? l.passed / l.reached : null)})
            </td>
          </tr>
        ))}
      </Table>
    </Card>
  );
}

/** Facility against discrimination, one dot per question: the lower right holds the questions to look at. */
function FacilityChart({ items }: { items: Item[] }) {
  const plotted = items.filter((i) => i.facility !== null && i.discriminationIndex !== null);
  const width = 360;
  const height = 220;
  const pad = 32;
  const x = (facility: number) => pad + facility * (width - 2 * pad);
  const y = (di: number) => height / 2 - (Math.max(-100, Math.min(100, di)) / 100) * (height / 2 - pad / 2);
  return (
    <Chart
      width={width}
      height={height}
      className="h-auto w-full max-w-md"
      title={`Facility against discrimination: ${plotted
        .map((i) => `Q${i.position} ${percent(i.facility)}, ${figure(i.discriminationIndex, '%')}`)
        .join('; ')}`}
      caption="Above the line: stronger students do better on the question. Red: flagged below."
      captionClassName="text-sm text-slate-600"
    >
      <line x1={pad} y1={height / 2} x2={width - pad} y2={height / 2} stroke="#94a3b8" />
      <line x1={pad} y1={8} x2={pad} y2={height - 8} stroke="#475569" />
      <text x={width / 2} y={height - 2} textAnchor="middle" fontSize="11" fill="#334155">
        Facility (share right)
      </text>
      {plotted.map((i) => (
        <g key={i.questionId}>
          <circle
            cx={x(i.facility!)}
            cy={y(i.discriminationIndex!)}
            r={5}
            fill={i.flags.length ? '#b91c1c' : '#1d4ed8'}
          />
          <text x={x(i.facility!) + 7} y={y(i.discriminationIndex!) + 4} fontSize="10" fill="#0f172a">
            Q{i.position}
          </text>
        </g>
      ))}
    </Chart>
  );
}

/** Item analysis of one assessment: which questions work, which are broken, and the regrade of a fixed key. */
export function ItemAnalysisRoute() {
  const { id = '' } = useParams();
  const [attempts, setAttempts] = useState<'first' | 'all'>('first');
  const assessment = useAssessment(id);
  const analysis = useItemAnalysis(id, attempts);
  const regrade = useRegrade(id);
  const [confirming, setConfirming] = useState<Item | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);

  const download = (format: 'xlsx' | 'csv') =>
    exportItemAnalysis(id, attempts, format).catch((e: Error) => setExportError(e.message));
  const doRegrade = (item: Item) =>
    regrade.mutate(item.questionId, {
      onSuccess: (r) => {
        setConfirming(null);
        setMessage(`Question ${item.position}: ${r.regraded} of ${r.answers} answers changed.`);
      },
      onError: () => setConfirming(null),
    });

  return (
    <Page
      title={assessment.data ? `Item analysis: ${assessment.data.name}` : 'Item analysis'}
      actions={
        <>
          <ExportButtons onExport={download} />
          <Link to={`/college/assessments/${id}/results`} className={buttonVariants.secondary}>
            Results
          </Link>
        </>
      }
    >
      <SelectField
        label="Attempts analysed"
        value={attempts}
        onChange={(e) => setAttempts(e.target.value as 'first' | 'all')}
        className="max-w-xs"
      >
        <option value="first">Each student's first attempt</option>
        <option value="all">Every finished attempt</option>
      </SelectField>
      {message && <Alert tone="success">{message}</Alert>}
      {regrade.error && <Alert tone="error">{regrade.error.message}</Alert>}
      {exportError && <Alert tone="error">{exportError}</Alert>}
      <QueryState isPending={analysis.isPending} error={analysis.error} />
      {analysis.data && (
        <>
          <AssessmentFigures test={analysis.data.test} />
          {analysis.data.test.levels && <Levels levels={analysis.data.test.levels} />}
          <Card title="Score distribution">
            <Histogram buckets={analysis.data.test.histogram} />
          </Card>
          <Card title="Facility and discrimination">
            <FacilityChart items={analysis.data.items} />
          </Card>
          <Card title="Questions">
            <ItemQuestions items={analysis.data.items} onRegrade={setConfirming} />
          </Card>
        </>
      )}
      <Dialog
        open={confirming !== null}
        title={`Regrade question ${confirming?.position ?? ''}?`}
        onCancel={() => setConfirming(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button
              data-autofocus
              loading={regrade.isPending}
              disabled={regrade.isPending}
              onClick={() => confirming && doRegrade(confirming)}
            >
              Regrade
            </Button>
          </>
        }
      >
        Every answer to this question is graded again with its key as it is now, scores are recalculated and
        the change is logged on each attempt. Correct the key in the question bank first.
      </Dialog>
    </Page>
  );
}
