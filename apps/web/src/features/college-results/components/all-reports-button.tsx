import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ProgressBar } from '../../../ui/progress-bar';
import { downloadAllReports } from '../api/results';

/** "Download all reports": one zip of every attempt's PDF, with how many have arrived so far. */
export function AllReportsButton({ assessmentId }: { assessmentId: string }) {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = () => {
    setError(null);
    downloadAllReports(assessmentId, (done, total) => setProgress({ done, total }))
      .catch((e: Error) => setError(e.message))
      .finally(() => setProgress(null));
  };
  return (
    <div className="min-w-48">
      <Button variant="secondary" onClick={start} loading={progress !== null} disabled={progress !== null}>
        Download all reports
      </Button>
      {progress && (
        <div className="mt-2" role="status">
          <ProgressBar
            label="Reports downloaded"
            value={progress.total === 0 ? 1 : progress.done / progress.total}
          />
          <p className="text-xs text-slate-600">
            {progress.done} of {progress.total} reports
          </p>
        </div>
      )}
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
