import { allowedTimeText, type ScoreReport, standingOf } from '@placement/contract';
import { formatMarks, typeDisplayName } from '@placement/domain';
import type { ReactNode } from 'react';
import { Card } from '../../../ui/card';
import { Table } from '../../../ui/table';

type Question = ScoreReport['questions'][number];

const percent = (n: number | null) => (n === null ? '—' : `${n.toFixed(1)}%`);
const marks = (n: number | null) => (n === null ? '—' : formatMarks(n));

function dateTime(iso: string | null, timeZone: string) {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('en-IN', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

const minutesAndSeconds = (seconds: number | null) =>
  seconds === null ? '—' : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;

function Figure({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900">{value}</dd>
      {note && <dd className="mt-1 text-xs text-slate-600">{note}</dd>}
    </div>
  );
}

/** A table row: its name as the row's header, then its cells. */
function Row({ name, cells }: { name: string; cells: string[] }) {
  return (
    <tr className="border-b border-slate-100">
      <th scope="row" className="py-2 pr-4 font-medium">
        {name}
      </th>
      {cells.map((cell, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of columns
        <td key={i} className="py-2 pr-4">
          {cell}
        </td>
      ))}
    </tr>
  );
}

function testcaseText(q: Question) {
  const t = q.testcases;
  if (!t) return '';
  if (t.compileError) return 'Compile error';
  return `${t.visiblePassed}/${t.visibleTotal} sample · ${t.hiddenPassed}/${t.hiddenTotal} hidden`;
}

/** A calibrated adaptive attempt's ability score: the scaled score first, θ in logits beside it. */
function Ability({ report }: { report: ScoreReport }) {
  const { ability } = report;
  if (!ability) return null;
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Figure
        label="Scaled score"
        value={`${ability.scaled.toFixed(1)} ± ${ability.scaledSe.toFixed(1)}`}
        note="On the college's reported scale, with its standard error"
      />
      <Figure
        label="Ability (θ)"
        value={`${ability.theta.toFixed(2)} ± ${ability.se.toFixed(2)}`}
        note={`In logits · calibration version ${ability.version}`}
      />
    </dl>
  );
}

function Skills({ report }: { report: ScoreReport }) {
  if (report.skills.length === 0) return null;
  return (
    <Card title="Skills">
      <Table label="Scores by topic" columns={['Topic', 'Marks', 'Score', 'Cohort average']} padLast>
        {report.skills.map((s) => (
          <Row
            key={s.topic}
            name={s.topic}
            cells={[
              `${marks(s.marks)} / ${marks(s.maxMarks)}`,
              percent(s.percentage),
              percent(s.cohortAverage),
            ]}
          />
        ))}
      </Table>
    </Card>
  );
}

function Questions({ report }: { report: ScoreReport }) {
  return (
    <Card title="Questions">
      {!report.verdictsShown && (
        <p className="mb-3 text-sm text-slate-600">
          Verdicts are shown once the college releases the answer key.
        </p>
      )}
      <Table
        label="Outcome of each question"
        columns={['#', 'Topic', 'Type', 'Outcome', 'Marks', 'Testcases']}
        padLast
      >
        {report.questions.map((q) => (
          <Row
            key={q.number}
            name={String(q.number)}
            cells={[
              q.topic,
              typeDisplayName(q.type),
              q.outcome,
              `${marks(q.marks)} / ${marks(q.maxMarks)}`,
              testcaseText(q),
            ]}
          />
        ))}
      </Table>
    </Card>
  );
}

function Integrity({ report }: { report: ScoreReport }) {
  const { integrity } = report;
  if (!integrity) return null;
  return (
    <Card title="Integrity">
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-slate-700">Risk</dt>
          <dd>{integrity.flagged ? 'Flagged for review' : 'Nothing flagged'}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-700">Events</dt>
          <dd>{integrity.flags.length ? integrity.flags.join(', ') : 'None'}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-700">Highest code similarity</dt>
          <dd>{integrity.highestSimilarity === null ? 'Not checked' : `${integrity.highestSimilarity}%`}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-700">Ended early</dt>
          <dd>{integrity.endedEarly ? `Yes (${report.attempt.ended})` : 'No'}</dd>
        </div>
        {report.decision && (
          <div>
            <dt className="font-semibold text-slate-700">Decision</dt>
            <dd className="capitalize">{report.decision}</dd>
          </div>
        )}
      </dl>
      {report.reviewerNotes && report.reviewerNotes.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-900">Reviewer's notes</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {report.reviewerNotes.map((n) => (
              <li key={n.question}>
                <span className="font-medium">Question {n.question}:</span> {n.note}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

/** A score report as a page: the same sections, in the same order, as its PDF. */
export function ReportView({ report }: { report: ScoreReport }) {
  const { score, attempt, timeZone } = report;
  return (
    <div className="space-y-6">
      <Card title="Candidate">
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          {(
            [
              ['Name', report.candidate.name],
              ['E-mail', report.candidate.email],
              ['College', report.candidate.college],
              ['Attempt', String(attempt.number)],
              ['Started', dateTime(attempt.startedAt, timeZone)],
              [
                'Ended',
                `${dateTime(attempt.endedAt, timeZone)}${attempt.ended ? ` (${attempt.ended})` : ''}`,
              ],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt className="font-semibold text-slate-700">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label="Score"
          value={`${marks(score.marks)} / ${marks(score.maxMarks)}`}
          note={
            score.awaitingGrading > 0
              ? `${score.awaitingGrading} answer(s) await a grader`
              : percent(score.percentage)
          }
        />
        <Figure label="Band" value={score.band ?? 'Not graded yet'} />
        <Figure {...standingOf(score)} />
        <Figure
          label="Time used"
          value={minutesAndSeconds(attempt.timeTaken)}
          note={allowedTimeText(attempt.allowedMinutes)}
        />
      </dl>
      <Ability report={report} />
      <Skills report={report} />
      <Questions report={report} />
      <Integrity report={report} />
      <p className="text-xs text-slate-600">Generated {dateTime(report.generatedAt, timeZone)}</p>
    </div>
  );
}
