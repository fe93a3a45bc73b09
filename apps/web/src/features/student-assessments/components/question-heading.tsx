import type { AssessmentFlow, QuestionState } from '@placement/contract';
import { formatHms, questionProgress, topicTypeName } from '../utils/format';

/** The topic, the question's type, how far the student is, and the question's own countdown. */
export function QuestionHeading({
  current,
  flow,
  totalQuestions,
  questionRemaining,
}: {
  current: QuestionState;
  flow: AssessmentFlow;
  totalQuestions: number;
  questionRemaining: number | null;
}) {
  const progress = questionProgress({
    flow,
    count: current.count,
    totalQuestions,
    level: current.question?.level,
  });
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-xl font-bold tracking-tight text-slate-900">{current.topicName}</h1>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
            {topicTypeName(current.topicType)}
          </span>
          {progress.level && (
            <span className="rounded-full bg-slate-200 px-3 py-1 text-xs font-semibold text-slate-800">
              {progress.level}
            </span>
          )}
          <span className="text-slate-700">{progress.question}</span>
        </div>
      </div>
      {questionRemaining !== null && (
        <div className="text-right">
          <p id="question-timer-label" className="text-xs font-medium text-slate-600">
            Time left for this question
          </p>
          <p
            role="timer"
            aria-labelledby="question-timer-label"
            className={`font-mono text-lg font-semibold ${questionRemaining <= 10 ? 'text-red-700' : 'text-slate-900'}`}
          >
            {formatHms(questionRemaining)}
          </p>
        </div>
      )}
    </div>
  );
}
