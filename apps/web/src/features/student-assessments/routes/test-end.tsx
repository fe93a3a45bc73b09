import { messages } from '@placement/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { buttonVariants } from '../../../ui/button';
import { Logo } from '../../../ui/logo';
import { Spinner } from '../../../ui/spinner';
import { finishTest, isNetworkFailure } from '../utils/outbox';
import { clearAfterEnd, clearDrafts } from '../utils/storage';

const RETRY_MS = 3_000;

/** /test/start/end/{id}: delivers whatever is left of the attempt, then thanks the student. */
export function TestEndRoute() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let timer: number | undefined;
    const attempt = async () => {
      try {
        await finishTest(id);
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
      void queryClient.invalidateQueries({ queryKey: ['tests'] });
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
      {done ? (
        <>
          <svg viewBox="0 0 48 48" className="size-16 text-emerald-700" fill="none" aria-hidden="true">
            <circle cx="24" cy="24" r="22" stroke="currentColor" strokeWidth="3" />
            <path
              d="M14 25l7 7 13-14"
              stroke="currentColor"
              strokeWidth="3.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{messages.testSubmitted}</h1>
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
