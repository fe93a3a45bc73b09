import type { PausedBy } from '../routes/attempt-state';

/**
 * The invigilator paused the test: a panel under the top bar (the question stays in view, its controls
 * disabled) that says by whom and why, and that nothing is lost while it lasts.
 */
export function PausedPanel({ paused }: { paused: PausedBy }) {
  return (
    <section
      aria-labelledby="test-paused"
      className="border-b-2 border-amber-400 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:px-8"
    >
      <div role="alert">
        <h2 id="test-paused" className="text-base font-semibold">
          Your test is paused by {paused.by}
        </h2>
        {paused.reason && <p className="mt-1">Reason: {paused.reason}</p>}
      </div>
      <p className="mt-1">
        Your answers are kept and your time stands still. You cannot answer or submit while the test is
        paused: it carries on here by itself when the invigilator resumes it.
      </p>
    </section>
  );
}
