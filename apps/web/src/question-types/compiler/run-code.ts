import type { JudgeLanguage } from '@placement/domain';
import { apiRequest } from '../../lib/api-client';

const RUN_TIMEOUT_MS = 20_000;

/** 'Run custom input': POST /compiler/ with a 20 s timeout. */
export async function runCode(body: {
  code: string;
  /** SPEC §7: the compiler service's language name (languageToJudge) */
  language: JudgeLanguage;
  input: string;
}): Promise<{ output: string; error: string | null }> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('timeout')), RUN_TIMEOUT_MS),
  );
  return Promise.race([
    apiRequest<{ output?: string; error?: string | null }>('/compiler/', { method: 'POST', body }).then(
      (reply) => ({ output: reply.output ?? '', error: reply.error ?? null }),
    ),
    timeout,
  ]);
}
