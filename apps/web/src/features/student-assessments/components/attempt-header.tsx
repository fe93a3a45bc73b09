import { Button } from '../../../ui/button';
import { Logo } from '../../../ui/logo';
import { formatHms } from '../utils/format';

/** One row at any width: the countdown and 'End Test & Submit' always in sight (SPEC §4). */
export function AttemptHeader({
  remaining,
  onEnd,
  running,
  showFullscreenPrompt,
}: {
  remaining: number | null;
  onEnd: () => void;
  running: boolean;
  showFullscreenPrompt: boolean;
}) {
  return (
    <>
      <header className="flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-2 sm:py-3">
        <Logo compact />
        <div className="flex items-center gap-3 sm:gap-4">
          <div className="text-right">
            <p id="overall-timer-label" className="text-xs font-medium text-slate-600">
              Time left
            </p>
            <p
              role="timer"
              aria-labelledby="overall-timer-label"
              className={`font-mono text-lg font-semibold ${remaining !== null && remaining <= 60 ? 'text-red-700' : 'text-slate-900'}`}
            >
              {formatHms(remaining ?? 0)}
            </p>
          </div>
          <Button onClick={onEnd} disabled={!running}>
            End Test &amp; Submit
          </Button>
        </div>
      </header>

      {showFullscreenPrompt && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          <span>The test should run in fullscreen.</span>
          <Button
            variant="secondary"
            className="py-1.5"
            onClick={() => void document.documentElement.requestFullscreen().catch(() => undefined)}
          >
            Enter Fullscreen
          </Button>
        </div>
      )}
    </>
  );
}
