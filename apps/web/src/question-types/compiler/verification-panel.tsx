import { Table } from '../../ui/table';
import type { Verification } from '../shared/authored';

const verdictText: Record<string, string> = {
  accepted: 'Accepted',
  wrong_answer: 'Wrong answer',
  time_limit_exceeded: 'Time limit exceeded',
  memory_limit_exceeded: 'Memory limit exceeded',
  runtime_error: 'Runtime error',
  compile_error: 'Compile error',
  internal_error: 'Internal error',
};
export const verdictLabel = (verdict: string) => verdictText[verdict] ?? verdict.replaceAll('_', ' ');

/** The judge's report on a coding question: the reference solution per testcase, then each known-wrong solution. */
export function VerificationPanel({ verification }: { verification: Verification }) {
  const passed = verification.status === 'passed';
  return (
    <section aria-label="Verification result" className="space-y-3">
      <p
        className={`rounded-lg border px-3 py-2 text-sm font-medium ${
          passed
            ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
            : 'border-red-200 bg-red-50 text-red-800'
        }`}
      >
        {passed ? 'Verified' : 'Verification failed'}: {verification.message}
      </p>
      {verification.reference.length > 0 && (
        <Table
          label="Reference solution per testcase"
          captionClassName="mb-1 text-left font-medium text-slate-800"
          look="compact"
          gap="pr-3"
          columns={['Testcase', 'Verdict', 'Time', 'Memory', 'Error']}
        >
          {verification.reference.map((r, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows follow the testcases' order
            <tr key={index} className="border-t border-slate-100">
              <td className="py-1 pr-3">{index + 1}</td>
              <td
                className={`py-1 pr-3 font-medium ${r.verdict === 'accepted' ? 'text-emerald-800' : 'text-red-700'}`}
              >
                {verdictLabel(r.verdict)}
              </td>
              <td className="py-1 pr-3">{r.timeMs} ms</td>
              <td className="py-1 pr-3">{Math.round(r.memoryKb / 1024)} MB</td>
              <td className="py-1">
                {r.error && (
                  <pre className="max-w-md whitespace-pre-wrap [overflow-wrap:anywhere] text-xs text-red-800">
                    {r.error}
                  </pre>
                )}
              </td>
            </tr>
          ))}
        </Table>
      )}
      {verification.wrongSolutions.length > 0 && (
        <ul className="space-y-1 text-sm">
          {verification.wrongSolutions.map((w, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows follow the solutions' order
            <li key={index} className={w.ok ? 'text-emerald-800' : 'text-red-700'}>
              Wrong solution {index + 1} ({w.language}): fails {w.failed} of {w.total} testcases
              {w.ok ? ' — caught' : ' — not caught'}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
