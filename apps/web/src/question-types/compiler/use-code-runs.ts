import { messages } from '@placement/contract';
import { languageToJudge } from '@placement/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback, useRef, useState } from 'react';
import { useToast } from '../../ui/toast';
import type { CodeDraft } from './code-storage';
import { type CompilerView, failedResults, type Results, resultsOf } from './compile-results';
import { compileTestcases } from './compiler-log';
import { runCode } from './run-code';

/** SPEC §8: the custom-run failure keeps the spec's spelling. */
export const customRunFailed = 'Could not complie code. Please try again';

const keyOf = (draft: CodeDraft, code: string) => `${draft.language}\n${code}`;

/**
 * 'Run custom input' and 'Compile Testcases', each with its own result: the custom run's output never shows a
 * testcase's, and a compile never overwrites the custom run's output.
 */
export function useCodeRuns({
  assessmentId,
  question,
  current,
}: {
  assessmentId: string;
  question: CompilerView;
  /** the code on screen now */
  current: RefObject<{ draft: CodeDraft; code: string }>;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [panelOpen, setPanelOpen] = useState(false);
  const [input, setInput] = useState(question.testcases[0]?.input ?? '');
  const [output, setOutput] = useState('');
  const [results, setResults] = useState<Results | null>(null);
  const [busy, setBusy] = useState<'run' | 'compile' | null>(null);
  const compiledKey = useRef<string | null>(null);

  const compile = useCallback(async (): Promise<void> => {
    const { draft, code } = current.current;
    setBusy('compile');
    setPanelOpen(true);
    try {
      const log = await compileTestcases(assessmentId, {
        questionId: question._id,
        code,
        codeLanguage: draft.language,
      });
      setResults(resultsOf(question, log));
      void queryClient.invalidateQueries({
        queryKey: ['assessments', 'submissions', assessmentId, question._id],
      });
    } catch {
      toast(messages.compileFailed, 'error');
      setResults(failedResults(question));
    } finally {
      compiledKey.current = keyOf(draft, code);
      setBusy(null);
    }
  }, [current, question, queryClient, assessmentId, toast]);

  const run = async () => {
    const { draft, code } = current.current;
    setBusy('run');
    setPanelOpen(true);
    try {
      const language = languageToJudge(draft.language);
      if (!language) throw new Error(`no judge language for ${draft.language}`);
      const reply = await runCode({ code, language, input });
      setOutput(reply.error ? reply.error : reply.output);
    } catch {
      toast(customRunFailed, 'error');
      setOutput('');
    } finally {
      setBusy(null);
    }
  };

  /** Whether the code on screen is the code last compiled. */
  const isCompiled = useCallback(
    () => compiledKey.current === keyOf(current.current.draft, current.current.code),
    [current],
  );

  const clear = useCallback(() => {
    setResults(null);
    setOutput('');
    compiledKey.current = null;
  }, []);

  return {
    panelOpen,
    setPanelOpen,
    input,
    setInput,
    output,
    results,
    busy,
    compile,
    run,
    isCompiled,
    clear,
  };
}
