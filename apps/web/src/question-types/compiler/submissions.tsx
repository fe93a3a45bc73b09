import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../ui/spinner';
import { ColumnHeads } from '../../ui/table';
import { compileErrorOf } from './compile-results';
import { submissionsQueryOptions } from './compiler-log';
import { istTimestamp } from './ist-timestamp';
import { StatusIcon } from './status-icon';

/** 'All Submissions': each 'Compile Testcases' of this question, newest first. */
export function Submissions({ assessmentId, questionId }: { assessmentId: string; questionId: string }) {
  const logs = useQuery(submissionsQueryOptions(assessmentId, questionId));
  if (logs.isPending) return <Spinner className="size-6 text-brand-700" />;
  if (logs.isError) return <p className="text-sm text-red-700">{logs.error.message}</p>;
  if (logs.data.length === 0) return <p className="text-sm text-slate-700">No submission found</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Your submissions for this question</caption>
      <thead className="border-b border-slate-200 text-slate-700">
        <ColumnHeads
          columns={['Time (IST)', 'Status', 'Testcases', 'Lang']}
          cell="py-2 font-semibold"
          gap="pr-3"
        />
      </thead>
      <tbody>
        {logs.data.map((log) => (
          <tr key={log._id} className="border-b border-slate-100">
            <td className="py-2 pr-3 font-mono text-slate-900">{istTimestamp(log.createdAt)}</td>
            <td className="py-2 pr-3">
              <StatusIcon
                passed={log.totalTestCases > 0 && log.totalPassedTestCases === log.totalTestCases}
              />
            </td>
            <td className="py-2 pr-3 text-slate-900">
              {compileErrorOf(log) === null
                ? `${log.totalPassedTestCases}/${log.totalTestCases}`
                : 'Compile error'}
            </td>
            <td className="py-2 text-slate-900">{log.codeLanguage}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
