import type { CodeSpan } from '@placement/contract';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { QueryState } from '../../../ui/query-state';
import { useSimilarityPair } from './api';
import { segmentLines } from './highlight';
import { languageLabel, percent } from './labels';

/** Colours of shared fragments, the same on both sides, by fragment number. */
const FRAGMENT_COLOURS = ['bg-amber-200', 'bg-sky-200', 'bg-violet-200', 'bg-rose-200', 'bg-lime-200'];

function CodePane({ title, code, spans }: { title: string; code: string; spans: CodeSpan[] }) {
  const lines = segmentLines(code, spans);
  return (
    <figure className="min-w-0 flex-1">
      <figcaption className="mb-1 text-sm font-semibold text-slate-900">{title}</figcaption>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so a keyboard can scroll it (WCAG 2.1.1)
        tabIndex={0}
        aria-label={`${title}'s code`}
        className="max-h-[32rem] overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-3"
      >
        <pre className="text-xs leading-5">
          <code>
            {lines.map((segments, row) => (
              // a line's position is its identity: the code does not change while shown
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <div key={row} className="flex">
                <span aria-hidden="true" className="w-8 shrink-0 select-none pr-2 text-right text-slate-500">
                  {row + 1}
                </span>
                <span className="whitespace-pre">
                  {segments.map((segment, i) =>
                    segment.fragment === null ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional
                      <span key={i}>{segment.text}</span>
                    ) : (
                      <mark
                        // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional
                        key={i}
                        data-fragment={segment.fragment}
                        className={`${FRAGMENT_COLOURS[segment.fragment % FRAGMENT_COLOURS.length]} text-slate-900`}
                      >
                        {segment.text}
                      </mark>
                    ),
                  )}
                  {segments.length === 0 && ' '}
                </span>
              </div>
            ))}
          </code>
        </pre>
      </section>
    </figure>
  );
}

const lineRange = (span: CodeSpan) =>
  span.startRow === span.endRow
    ? `line ${span.startRow + 1}`
    : `lines ${span.startRow + 1}–${span.endRow + 1}`;

/** Two students' final codes side by side, the fragments they share highlighted in matching colours. */
export function SideBySide({
  assessmentId,
  pairId,
  onClose,
}: {
  assessmentId: string;
  pairId: string;
  onClose: () => void;
}) {
  const pair = useSimilarityPair(assessmentId, pairId);
  return (
    <section
      aria-label="Side by side"
      data-testid="side-by-side"
      className="mt-4 border-t border-slate-200 pt-4"
    >
      <QueryState isPending={pair.isPending} error={pair.error} />
      {pair.data && (
        <>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-base font-semibold text-slate-900">
              {pair.data.left.name} and {pair.data.right.name}: {percent(pair.data.similarity)} similar
            </h3>
            <Button variant="secondary" onClick={onClose}>
              Close side by side
            </Button>
          </div>
          <p className="mb-3 text-sm text-slate-700">
            {pair.data.topic} · {languageLabel(pair.data.language)} · {pair.data.fragments.length} shared
            fragment
            {pair.data.fragments.length === 1 ? '' : 's'}, the longest {pair.data.longestLines} lines. Starter
            code and the reference solution are not counted.
          </p>
          {pair.data.fragments.length === 0 && <Alert tone="info">No shared fragment is left to show.</Alert>}
          <ol className="mb-3 flex flex-wrap gap-2 text-xs">
            {pair.data.fragments.map((fragment, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: fragments are listed in a fixed order
                key={i}
                className={`rounded px-2 py-1 text-slate-900 ${FRAGMENT_COLOURS[i % FRAGMENT_COLOURS.length]}`}
              >
                Fragment {i + 1}: {lineRange(fragment.left)} ↔ {lineRange(fragment.right)}
              </li>
            ))}
          </ol>
          <div className="flex flex-col gap-4 lg:flex-row">
            <CodePane
              title={pair.data.left.name}
              code={pair.data.left.code}
              spans={pair.data.fragments.map((f) => f.left)}
            />
            <CodePane
              title={pair.data.right.name}
              code={pair.data.right.code}
              spans={pair.data.fragments.map((f) => f.right)}
            />
          </div>
        </>
      )}
    </section>
  );
}
