import type { CompilerLogItem, CompilerLogListReply, CompilerLogReply } from '@placement/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export type CompilerLog = CompilerLogItem;

/** 'Compile Testcases': the server judges the code on every testcase and keeps the log. */
export function compileTestcases(
  testId: string,
  body: { questionId: string; code: string; codeLanguage: string },
): Promise<CompilerLog> {
  return apiRequest<CompilerLogReply>(`/api/compiler/log/${testId}`, { method: 'POST', body }).then(
    (reply) => reply.log,
  );
}

export function submissionsQueryOptions(testId: string, questionId: string) {
  return queryOptions({
    queryKey: ['tests', 'submissions', testId, questionId],
    queryFn: () =>
      apiRequest<CompilerLogListReply>(`/api/compiler/log/${testId}`, {
        query: { question: questionId },
      }).then((reply) => reply.logs),
  });
}
