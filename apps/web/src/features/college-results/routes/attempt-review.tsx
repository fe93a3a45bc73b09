import { endReasonText, resultWords } from '@placement/contract';
import { formatMarks, round2 } from '@placement/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { useCollegeFileUrl } from '../../../lib/college/client';
import { marksOrDash } from '../../../lib/format';
import { formatIst, formatIstClock, formatSeconds } from '../../../lib/ist';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { TextField } from '../../../ui/text-field';
import { TextareaField } from '../../../ui/textarea-field';
import { useAttemptReview, useGrade } from '../api/results';
import { type AttemptReview, type ReviewAnswer, typeNames } from '../api/types';
import { AnswerView } from '../components/answer-view';
import { RiskSummaryCard, shotAnchor, stepAnchor } from '../components/risk-summary';

function GradeForm({ attemptId, answer, index }: { attemptId: string; answer: ReviewAnswer; index: number }) {
  const grade = useGrade(attemptId);
  const pending = answer.grade?.status === 'pending' ? answer.grade : null;
  const [marks, setMarks] = useState(answer.manualMarks === null ? '' : String(answer.manualMarks));
  const [comment, setComment] = useState(answer.comment ?? '');
  if (!pending) return null;
  const room = round2(pending.maxMarks - pending.autoMarks);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    grade.mutate({
      questionId: answer.questionId,
      marks: Number(marks),
      comment: comment.trim() || undefined,
    });
  };
  return (
    <form
      onSubmit={submit}
      className="mt-4 space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-3"
      aria-label={`Grade answer ${index + 1}`}
    >
      <p className="text-sm font-medium text-amber-950">
        {answer.manualMarks === null
          ? 'Waiting for your marks'
          : `Graded: ${formatMarks(answer.manualMarks)} marks`}{' '}
        (up to {formatMarks(room)}
        {pending.autoMarks > 0 ? `, plus ${formatMarks(pending.autoMarks)} marked automatically` : ''})
      </p>
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <TextField
          label={`Marks for answer ${index + 1}`}
          type="number"
          min={0}
          max={room}
          step="any"
          required
          value={marks}
          onChange={(e) => setMarks(e.target.value)}
        />
        <TextareaField
          label={`Comment on answer ${index + 1}`}
          rows={2}
          maxLength={2000}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </div>
      {grade.error && <Alert tone="error">{grade.error.message}</Alert>}
      {grade.isSuccess && <Alert tone="success">Marks saved.</Alert>}
      <Button type="submit" loading={grade.isPending} disabled={grade.isPending || marks === ''}>
        Save marks
      </Button>
    </form>
  );
}

function Screenshot({ shot }: { shot: AttemptReview['screenshots'][number] }) {
  const url = useCollegeFileUrl(shot.url);
  return (
    <figure
      id={shotAnchor(shot._id)}
      className="w-48 scroll-mt-4 rounded target:ring-4 target:ring-amber-400"
    >
      {url ? (
        <img
          src={url}
          alt={`Screenshot at ${formatIst(shot.createdAt)}`}
          className="rounded border border-slate-200"
        />
      ) : (
        <div className="flex h-28 items-center justify-center rounded border border-slate-200 text-xs text-slate-600">
          Loading…
        </div>
      )}
      <figcaption className="mt-1 text-xs text-slate-700">
        {formatIstClock(shot.createdAt)}
        {shot.reason ? ` · ${shot.reason}` : ''}
      </figcaption>
    </figure>
  );
}

function describe(step: AttemptReview['timeline'][number]): string {
  const { payload } = step;
  const kind = step.kind.replaceAll('_', ' ');
  if (step.kind === 'start' && payload.timeMultiplier)
    return `start (${payload.timeMultiplier}× time accommodation)`;
  if (step.kind === 'end')
    return `ended: ${endReasonText(payload.reason ?? null, payload.endType ?? null) || 'ended'}`;
  const detail = (
    [
      'type',
      'detail',
      'chars',
      'blocked',
      'reason',
      'endType',
      'marks',
      'minutes',
      'pausedSeconds',
      'message',
    ] as const
  )
    .filter((k) => payload[k] !== undefined && payload[k] !== null)
    .map((k) => `${k}: ${String(payload[k]).replaceAll('_', ' ')}`)
    .join(', ');
  // the drive's control room names who acted
  const who =
    step.kind.startsWith('staff_') || step.kind === 'announcement' ? ` by ${payload.by ?? 'staff'}` : '';
  return detail ? `${kind}${who} (${detail})` : `${kind}${who}`;
}

/** A face event's snapshot, shown further down. */
function SnapshotLink({ step }: { step: AttemptReview['timeline'][number] }) {
  const { screenshotId } = step.payload;
  if (step.kind !== 'proctor' || typeof screenshotId !== 'string') return null;
  return (
    <a href={`#${shotAnchor(screenshotId)}`} className="text-brand-700 underline">
      Snapshot
    </a>
  );
}

/** A link from the results list names a step (#step-12): scroll to it once the review has loaded. */
function useScrollToHash(loaded: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (loaded && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [loaded, hash]);
}

/** One attempt: score, every answer with its key and verdicts, manual grading, the proctoring evidence. */
export function AttemptReviewRoute() {
  const { attemptId = '' } = useParams();
  const review = useAttemptReview(attemptId);
  useScrollToHash(Boolean(review.data));
  if (!review.data) return <QueryState isPending={review.isPending} error={review.error} />;
  const { attempt, student, answers, timeline, screenshots } = review.data;
  const evidence = timeline.filter((s) => s.kind !== 'answer');
  return (
    <Page
      title={`Attempt of ${student.name}`}
      description={student.email}
      primaryLink={
        attempt.status === 'in_progress'
          ? undefined
          : { to: `/college/attempts/${attempt._id}/report`, label: 'Score report' }
      }
    >
      <Card title="Summary">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
          {(
            [
              [
                'Score',
                attempt.score === null
                  ? '—'
                  : `${formatMarks(attempt.score)} / ${marksOrDash(attempt.maxScore)}`,
              ],
              ['Percentage', attempt.percentage === null ? '—' : `${formatMarks(attempt.percentage)}%`],
              ...(attempt.calibrated
                ? ([
                    [
                      'Ability score',
                      `${attempt.calibrated.scaled.toFixed(1)} ± ${attempt.calibrated.scaledSe.toFixed(1)} (θ ${attempt.calibrated.theta.toFixed(2)}, SE ${attempt.calibrated.se.toFixed(2)}; calibration version ${attempt.calibrated.version})`,
                    ],
                  ] as const)
                : []),
              ['Status', resultWords.status[attempt.status] ?? attempt.status],
              ['Started', formatIst(attempt.startedAt)],
              ['Ended', formatIst(attempt.endedAt)],
              ['Time taken', formatSeconds(attempt.timeTaken)],
              ['End reason', endReasonText(attempt.endReason, attempt.endType) || '—'],
              ['Tab switches', String(attempt.tabSwitches)],
              [
                'Decision',
                attempt.decision ? (resultWords.decision[attempt.decision] ?? attempt.decision) : '—',
              ],
            ] as const
          ).map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-slate-600">{term}</dt>
              <dd className="text-slate-900" data-testid={term === 'Score' ? 'attempt-score' : undefined}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <RiskSummaryCard risk={attempt.risk} highestSimilarity={attempt.highestSimilarity} />
      <Card title="Answers">
        {answers.length === 0 && <p className="text-sm text-slate-600">No answers were saved.</p>}
        <ol className="space-y-6">
          {answers.map((answer, index) => (
            <li key={answer.questionId} className="border-b border-slate-100 pb-6 last:border-0">
              <h3 className="mb-2 flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
                <span>
                  {index + 1}. {answer.topic}
                </span>
                {answer.question && (
                  <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
                    {typeNames[answer.question.type]}
                  </span>
                )}
                {answer.grade?.status === 'graded' && (
                  <span className="text-xs font-medium text-slate-700">
                    {formatMarks(answer.grade.marks)} / {formatMarks(answer.grade.maxMarks)} marks
                  </span>
                )}
                {answer.timedOut && (
                  <span className="text-xs font-medium text-amber-900">after the deadline</span>
                )}
              </h3>
              <AnswerView answer={answer} />
              {answer.comment && answer.grade?.status !== 'pending' && (
                <p className="mt-2 text-sm text-slate-700">Comment: {answer.comment}</p>
              )}
              <GradeForm attemptId={attempt._id} answer={answer} index={index} />
            </li>
          ))}
        </ol>
      </Card>
      <Card title="Proctoring evidence">
        {evidence.length === 0 ? (
          <p className="text-sm text-slate-600">No events.</p>
        ) : (
          <ol className="space-y-1 text-sm" aria-label="Timeline">
            {evidence.map((step) => (
              <li
                key={step.seq}
                id={stepAnchor(step.seq)}
                className="flex scroll-mt-4 gap-3 rounded target:bg-amber-100"
              >
                <time dateTime={step.at} className="w-28 shrink-0 font-mono text-xs text-slate-700">
                  {formatIstClock(step.at)}
                </time>
                <span className={step.kind === 'proctor' ? 'font-medium text-red-800' : 'text-slate-800'}>
                  {describe(step)}
                </span>
                <SnapshotLink step={step} />
              </li>
            ))}
          </ol>
        )}
        {screenshots.length > 0 && (
          <div className="mt-4 flex flex-wrap gap-3">
            {screenshots.map((shot) => (
              <Screenshot key={shot._id} shot={shot} />
            ))}
          </div>
        )}
      </Card>
    </Page>
  );
}
