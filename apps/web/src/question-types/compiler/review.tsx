import { HtmlPreview } from '../../ui/html-preview';
import { ColumnHeads } from '../../ui/table';
import type { ReviewProps } from '../question-type';
import { field, Row } from '../shared/review-parts';
import { verdictLabel } from './verification-panel';

const testcaseColumns = ['#', 'Verdict', 'Input', 'Expected', 'Output'];

export function CompilerReview({ answer: { question: q, response, judged } }: ReviewProps<'compiler'>) {
  return (
    <div className="space-y-3 text-sm">
      <HtmlPreview html={q.codeQuestion ?? ''} label="Problem" />
      <Row label="Language">{String(field(response, 'codeLanguage') ?? '—')}</Row>
      <p className="font-medium text-slate-600">Submitted code</p>
      <section
        aria-label="Submitted code"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the code scrolls; a keyboard must reach it (WCAG 2.1.1)
        tabIndex={0}
        className="max-h-80 overflow-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-50"
      >
        <pre>{String(field(response, 'answerCode') ?? '(no code)')}</pre>
      </section>
      {judged?.compileError && (
        <pre className="rounded-lg bg-red-50 p-3 text-xs whitespace-pre-wrap text-red-800 [overflow-wrap:anywhere]">
          {judged.compileError}
        </pre>
      )}
      {judged && (
        <table className="w-full text-left">
          <caption className="mb-1 text-left font-medium text-slate-800">
            Testcases: {judged.totalPassedTestCases} of {judged.testcases.length} passed
          </caption>
          <thead className="text-slate-600">
            <ColumnHeads columns={testcaseColumns} cell="py-1 font-medium" gap="pr-3" />
          </thead>
          <tbody>
            {judged.testcases.map((t, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows follow the testcases' order
              <tr key={index} className="border-t border-slate-100 align-top">
                <td className="py-1 pr-3">
                  {index + 1}
                  {t.isHidden ? ' (hidden)' : ''}
                </td>
                <td className={`py-1 pr-3 font-medium ${t.passed ? 'text-emerald-800' : 'text-red-700'}`}>
                  {verdictLabel(t.verdict)}
                </td>
                <td className="py-1 pr-3">
                  <pre className="text-xs whitespace-pre-wrap">{t.input ?? ''}</pre>
                </td>
                <td className="py-1 pr-3">
                  <pre className="text-xs whitespace-pre-wrap">{t.expectedOutput ?? ''}</pre>
                </td>
                <td className="py-1">
                  <pre className="text-xs whitespace-pre-wrap">{t.output ?? t.error ?? ''}</pre>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
