import { endReasonText, messages } from '@placement/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { buttonVariants } from '../../../ui/button';
import { Logo } from '../../../ui/logo';
import { Spinner } from '../../../ui/spinner';
import { assessmentQueryOptions } from '../api/get-assessment';
import { ResumeButton } from '../components/resume-button';
import { openAttemptId, useAttemptProbe } from '../hooks/use-attempt-probe';
import { useReopenWatch } from '../hooks/use-reopen-watch';
import { finishAttempt, isNetworkFailure } from '../utils/outbox';
import { shellMessages } from '../utils/shell-messages';
import { clearAfterEnd, clearDrafts, readEndNote, readPendingEnd } from '../utils/storage';

const RETRY_MS = 3_000;

/**
 * How the end screen marks the end: a tick for a test submitted as the student chose (or finished), a warning
 * for one ended for them (by a rule, the time or the invigilator), a plain mark when it is not known why.
 */
export type EndTone = 'success' | 'warning' | 'neutral';

/**
 * What the end screen says, from the attempt the server ended: the SPEC's thanks for an end the student chose
 * (or a finished test), else that the test was ended for them and why; unknown (no reply) stays neutral.
 */
export function endWords(
  endReason: string | null | undefined,
  /** the invigilator's end in words, as the test screen read it */
  note: string | null = null,
): { title: string; reason: string | null; tone: EndTone } {
  const endedForYou = (why: string) => ({
    title: messages.testEndedForYou,
    reason: `${why} ${messages.testEndedAnswersKept}`,
    tone: 'warning' as const,
  });
  if (note) return endedForYou(`${note}.`);
  if (endReason === undefined) return { title: 'Your test has ended.', reason: null, tone: 'neutral' };
  const reason = endReason
    ? (messages.testEndReasons[endReason] ??
      (endReason === 'ended_by_staff' ? `${endReasonText(endReason, null)}.` : undefined))
    : undefined;
  if (!reason) return { title: messages.testSubmitted, reason: null, tone: 'success' };
  return endedForYou(reason);
}

const toneClass: Record<EndTone, string> = {
  success: 'text-emerald-700',
  warning: 'text-amber-700',
  neutral: 'text-slate-600',
};

/** The end screen's mark: a tick only for a test submitted as the student chose; else a warning or a plain mark. */
function EndMark({ tone }: { tone: EndTone }) {
  return (
    <svg
      viewBox="0 0 48 48"
      className={`size-16 ${toneClass[tone]}`}
      fill="none"
      aria-hidden="true"
      data-testid="end-mark"
      data-tone={tone}
    >
      <circle cx="24" cy="24" r="22" stroke="currentColor" strokeWidth="3" />
      {tone === 'success' ? (
        <path
          d="M14 25l7 7 13-14"
          stroke="currentColor"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : tone === 'warning' ? (
        <>
          <path d="M24 13v14" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
          <circle cx="24" cy="34" r="2.25" fill="currentColor" />
        </>
      ) : (
        <path d="M15 24h18" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** /test/start/end/{id}: delivers whatever is left of the attempt, then thanks the student. */
export function AttemptEndRoute() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  // the page's own lost-connection countdown ran out, but the server still runs the attempt
  const [resumable, setResumable] = useState<{ adaptive: boolean } | null>(null);
  // read after the end is delivered (the invalidation below refetches it), so it names the server's reason;
  // or once the server said the attempt still runs, for the attempt's probe
  const detail = useQuery({ ...assessmentQueryOptions(id), enabled: done || resumable !== null, retry: 1 });
  const latest = detail.data?.assessment.attempts.reduce<
    (typeof detail.data.assessment.attempts)[number] | null
  >((last, a) => (last && last.number > a.number ? last : a), null);
  const words = endWords(detail.isError ? undefined : (latest?.endReason ?? null), readEndNote(id));
  const reopened = useReopenWatch(id, done && latest && latest.status !== 'in_progress' ? latest._id : null);
  // offering to resume after a loss, the page probes as the test screen does: the server, which heard the
  // attempt's page before, hears the student meanwhile (a reopened attempt is watched with watch=1 instead)
  useAttemptProbe(id, resumable ? openAttemptId(detail.data?.assessment) : null);
  useEffect(() => {
    // the attempt runs again: its detail (the test list, the resume) says so
    if (reopened) void queryClient.invalidateQueries({ queryKey: ['assessments'] });
  }, [reopened, queryClient]);

  useEffect(() => {
    let cancelled = false;
    let timer: number | undefined;
    const attempt = async () => {
      try {
        const adaptive = readPendingEnd(id)?.adaptive ?? false;
        if ((await finishAttempt(id)) === 'resume') {
          if (!cancelled) setResumable({ adaptive });
          return;
        }
      } catch (error) {
        if (isNetworkFailure(error) && !cancelled) {
          timer = window.setTimeout(() => void attempt(), RETRY_MS);
          return;
        }
      }
      if (cancelled) return;
      clearDrafts(id);
      clearAfterEnd();
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: ['assessments'] });
      setDone(true);
    };
    void attempt();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [id, queryClient]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-50 px-4 text-center">
      <Logo />
      {resumable ? (
        <>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">
            {shellMessages.connectionRestored}
          </h1>
          <p className="max-w-md text-slate-800">
            Your test is still running: the server heard from you in time. Your answers are kept.
          </p>
          <ResumeButton id={id} adaptive={resumable.adaptive} />
        </>
      ) : reopened ? (
        <>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{messages.testReopened}</h1>
          <p className="max-w-md text-slate-800">
            Your answers are kept: you continue where you were, with the time you have left.
          </p>
          <ResumeButton id={id} adaptive={detail.data?.assessment.isAdaptive ?? false} />
        </>
      ) : done && !detail.isPending ? (
        <>
          <EndMark tone={words.tone} />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{words.title}</h1>
          {words.reason && <p className="max-w-md text-slate-800">{words.reason}</p>}
          <Link to="/student/test" className={buttonVariants.primary}>
            Return to Homepage
          </Link>
        </>
      ) : (
        <output className="flex flex-col items-center gap-3" aria-live="polite">
          <Spinner className="size-10 text-brand-700" />
          <h1 className="text-xl font-semibold text-slate-900">finalizing results...</h1>
          <p className="text-sm text-slate-700">Please do not reload or close this page.</p>
        </output>
      )}
    </main>
  );
}
