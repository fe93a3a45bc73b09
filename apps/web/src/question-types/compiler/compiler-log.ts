import type { CompilerLogItem, CompilerLogListReply, CompilerLogReply } from '@placement/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export type CompilerLog = CompilerLogItem;

/** 'Compile Testcases': the server judges the code on every testcase and keeps the log. */
export function compileTestcases(
  assessmentId: string,
  body: { questionId: string; code: string; codeLanguage: string },
): Promise<CompilerLog> {
  return apiRequest<CompilerLogReply>(`/api/compiler/log/${assessmentId}`, { method: 'POST', body }).then(
    (reply) => reply.log,
  );
}

export function submissionsQueryOptions(assessmentId: string, questionId: string) {
  return queryOptions({
    queryKey: ['assessments', 'submissions', assessmentId, questionId],
    queryFn: () =>
      apiRequest<CompilerLogListReply>(`/api/compiler/log/${assessmentId}`, {
        query: { question: questionId },
      }).then((reply) => reply.logs),
  });
}
