import type { Results } from './compile-results';
import { StatusIcon } from './status-icon';

/** The outcome of 'Compile Testcases', apart from the custom run's output. */
export function TestcaseResults({ results }: { results: Results | null }) {
  if (!results) {
    return <p className="text-slate-700">Compile Testcases to check your code on every testcase.</p>;
  }
  if (results.kind === 'compileError') {
    return (
      <div aria-live="polite">
        <p className="font-semibold text-red-800">Compile error</p>
        {results.message && (
          <pre className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere] rounded-lg bg-red-50 p-3 font-mono text-red-800">
            {results.message}
          </pre>
        )}
      </div>
    );
  }
  return (
    <div>
      <p className="font-semibold text-slate-900" aria-live="polite">
        Total cases passed: {results.passed}/{results.total}
      </p>
      <ul className="mt-2 grid gap-2">
        {results.cases.map((c, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: testcases are fixed and ordered
          <li key={index}>
            <details className="rounded-lg border border-slate-200">
              <summary className="flex cursor-pointer items-center gap-2 px-3 py-2 font-medium text-slate-900">
                <StatusIcon passed={c.passed} silent />
                Testcase {index + 1}: {c.passed ? 'Passed' : 'Failed'}
              </summary>
              <dl className="grid gap-1 px-3 pb-3 text-slate-800">
                <dt className="font-medium">Input</dt>
                <dd>
                  <pre className="rounded bg-slate-50 p-2 font-mono">{c.input}</pre>
                </dd>
                <dt className="font-medium">Expected output</dt>
                <dd>
                  <pre className="rounded bg-slate-50 p-2 font-mono">{c.expectedOutput}</pre>
                </dd>
                <dt className="font-medium">Your output</dt>
                <dd>
                  <pre className="rounded bg-slate-50 p-2 font-mono">{c.output}</pre>
                </dd>
                {c.error && (
                  <>
                    <dt className="font-medium">Error</dt>
                    <dd>
                      <pre className="whitespace-pre-wrap [overflow-wrap:anywhere] rounded bg-red-50 p-2 font-mono text-red-800">
                        {c.error}
                      </pre>
                    </dd>
                  </>
                )}
              </dl>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
