import { messages } from '@placement/contract';
import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';

/**
 * What the test screen shows instead of a question. One tab per attempt (#28 item 5): what a tab says when
 * another holds the attempt. 'elsewhere': this tab was opened while another tab or device holds it, with where
 * the test was last open when the server knows (`lastOpen`); 'moved': this tab held it until another took over.
 */
export function TabNotice({
  kind,
  answerKept,
  lastOpen = null,
  onContinue,
}: {
  kind: 'elsewhere' | 'moved';
  answerKept: boolean;
  lastOpen?: string | null;
  onContinue: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const title = kind === 'elsewhere' ? messages.testOpenElsewhere : messages.testMovedToAnotherTab;
  const help = kind === 'elsewhere' ? messages.testOpenElsewhereHelp : messages.testMovedHelp;
  const continueHere = async () => {
    setBusy(true);
    try {
      await onContinue();
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center px-4 py-10">
      <section
        aria-labelledby="tab-notice"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h1 id="tab-notice" className="text-xl font-semibold text-slate-900">
          {title}
        </h1>
        {kind === 'elsewhere' && lastOpen && <p className="mt-3 font-medium text-slate-900">{lastOpen}</p>}
        <p className="mt-3 text-sm text-slate-800">{help}</p>
        {answerKept && (
          <div className="mt-4">
            <Alert tone="error">{messages.tabAnswerKept}</Alert>
          </div>
        )}
        <Button className="mt-6" onClick={() => void continueHere()} loading={busy} disabled={busy}>
          {messages.continueHere}
        </Button>
      </section>
    </main>
  );
}

/** The test could not be opened at all. */
export function AttemptLoadError({ message, onBack }: { message: string | null; onBack: () => void }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-xl font-semibold text-slate-900">The test could not be opened</h1>
      <div className="mt-4">
        <Alert tone="error">{message ?? messages.somethingWrong}</Alert>
      </div>
      <Button className="mt-6" variant="secondary" onClick={onBack}>
        Back to tests
      </Button>
    </main>
  );
}
