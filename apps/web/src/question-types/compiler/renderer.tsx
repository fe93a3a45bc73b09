import { messages } from '@placement/contract';
import { languageToJudge } from '@placement/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type Ref, Suspense, useCallback, useId, useImperativeHandle, useRef, useState } from 'react';
import { Button } from '../../ui/button';
import { Html } from '../../ui/html';
import { Spinner } from '../../ui/spinner';
import { inputClass } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import type { RendererHandle } from '../question-type';
import { rightClickBlocked } from '../shared/messages';
import type { EditorTheme } from './code-editor';
import {
  type CodeDraft,
  type CodeLanguage,
  defaultLanguage,
  languagePriority,
  readCode,
  saveCode,
  setPreferredLanguage,
} from './code-storage';
import { type CompilerLog, compileTestcases, submissionsQueryOptions } from './compiler-log';
import { istTimestamp } from './ist-timestamp';
import { runCode } from './run-code';

const CodeEditor = lazy(() => import('./code-editor'));

/** What a student sees of a coding question: the visible testcases only, and how many are hidden. */
export type CompilerView = {
  _id: string;
  codeQuestion: string;
  code: Partial<Record<CodeLanguage, { defaultCode: string }>>;
  testcases: { input: string; expectedOutput: string }[];
  hiddenTestCases: number;
};

/** SPEC §8: the custom-run failure keeps the spec's spelling. */
export const customRunFailed = 'Could not complie code. Please try again';
const RUN_MIN_SECONDS = 60;
const COMPILE_ON_TIMEOUT_MS = 3_000;

type CaseResult = { passed: boolean; input: string; expectedOutput: string; output: string; error: string };
type Results = { passed: number; total: number; cases: CaseResult[] };

const languagesOf = (question: CompilerView): CodeLanguage[] => {
  const offered = languagePriority.filter((l) => question.code[l] !== undefined);
  return offered.length > 0 ? offered : languagePriority;
};

const starter = (question: CompilerView, language: CodeLanguage) =>
  question.code[language]?.defaultCode ?? '';

function initialDraft(testId: string, question: CompilerView): CodeDraft {
  const saved = readCode(testId, question._id);
  if (saved) return saved;
  return { language: defaultLanguage(languagesOf(question)), code: {} };
}

/** SPEC §8: an empty or errored compile result fails every testcase with output 'errror'. */
function failedResults(question: CompilerView): Results {
  return {
    passed: 0,
    total: question.testcases.length + question.hiddenTestCases,
    cases: question.testcases.map((t) => ({ ...t, passed: false, output: 'errror', error: '' })),
  };
}

function resultsOf(question: CompilerView, log: CompilerLog): Results {
  if (log.testcase.length === 0) return failedResults(question);
  const visible = log.testcase.filter((t) => !t.isHidden);
  return {
    passed: log.totalPassedTestCases,
    total: log.testcase.length,
    cases: visible.map((t, index) => ({
      passed: t.passed,
      input: t.input ?? question.testcases[index]?.input ?? '',
      expectedOutput: t.expectedOutput ?? question.testcases[index]?.expectedOutput ?? '',
      output: t.output ?? '',
      error: t.error ?? '',
    })),
  };
}

function StatusIcon({ passed, silent = false }: { passed: boolean; silent?: boolean }) {
  return passed ? (
    <span className="inline-flex items-center gap-1 font-medium text-emerald-800">
      <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
        <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
      </svg>
      {!silent && <span className="sr-only">Passed</span>}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 font-medium text-red-700">
      <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
        <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4z" />
      </svg>
      {!silent && <span className="sr-only">Failed</span>}
    </span>
  );
}

function Submissions({ testId, questionId }: { testId: string; questionId: string }) {
  const logs = useQuery(submissionsQueryOptions(testId, questionId));
  if (logs.isPending) return <Spinner className="size-6 text-brand-700" />;
  if (logs.isError) return <p className="text-sm text-red-700">{logs.error.message}</p>;
  if (logs.data.length === 0) return <p className="text-sm text-slate-700">No submission found</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Your submissions for this question</caption>
      <thead className="border-b border-slate-200 text-slate-700">
        <tr>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Time (IST)
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Status
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Testcases
          </th>
          <th scope="col" className="py-2 font-semibold">
            Lang
          </th>
        </tr>
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
              {log.totalPassedTestCases}/{log.totalTestCases}
            </td>
            <td className="py-2 text-slate-900">{log.codeLanguage}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CodingQuestion({
  testId,
  question,
  overallRemaining,
  disabled,
  ref,
}: {
  testId: string;
  question: CompilerView;
  overallRemaining: number;
  disabled: boolean;
  /** prepare: the answer to submit, compiled first when the current code has not been; reset: start again */
  ref: Ref<RendererHandle>;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const ids = useId();
  const [draft, setDraft] = useState<CodeDraft>(() => initialDraft(testId, question));
  const [theme, setTheme] = useState<EditorTheme>('Dark');
  const [fontSize, setFontSize] = useState(20);
  const [tab, setTab] = useState<'editor' | 'submissions'>('editor');
  const [panelOpen, setPanelOpen] = useState(false);
  const [input, setInput] = useState(question.testcases[0]?.input ?? '');
  const [output, setOutput] = useState('');
  const [results, setResults] = useState<Results | null>(null);
  const [busy, setBusy] = useState<'run' | 'compile' | null>(null);
  const compiledKey = useRef<string | null>(null);
  const languages = languagesOf(question);
  const code = draft.code[draft.language] ?? starter(question, draft.language);
  const draftRef = useRef({ draft, code });
  draftRef.current = { draft, code };

  const update = useCallback(
    (next: CodeDraft) => {
      setDraft(next);
      saveCode(testId, question._id, next);
    },
    [testId, question._id],
  );

  const compile = useCallback(async (): Promise<void> => {
    const { draft: current, code: source } = draftRef.current;
    setBusy('compile');
    setPanelOpen(true);
    try {
      const log = await compileTestcases(testId, {
        questionId: question._id,
        code: source,
        codeLanguage: current.language,
      });
      const next = resultsOf(question, log);
      setResults(next);
      const firstFailed = next.cases.find((c) => !c.passed);
      setOutput(firstFailed?.error || firstFailed?.output || next.cases[0]?.output || '');
      void queryClient.invalidateQueries({ queryKey: ['tests', 'submissions', testId, question._id] });
    } catch {
      toast(messages.compileFailed, 'error');
      setResults(failedResults(question));
      setOutput('errror');
    } finally {
      compiledKey.current = `${current.language}\n${source}`;
      setBusy(null);
    }
  }, [question, queryClient, testId, toast]);

  const run = async () => {
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

  useImperativeHandle(
    ref,
    () => ({
      prepare: async (reason) => {
        const { draft: current, code: source } = draftRef.current;
        if (compiledKey.current !== `${current.language}\n${source}`) {
          const compiling = compile();
          if (reason === 'timeout') {
            await Promise.race([compiling, new Promise((r) => setTimeout(r, COMPILE_ON_TIMEOUT_MS))]);
          } else {
            await compiling;
          }
        }
        return { answerCode: source, codeLanguage: current.language };
      },
      reset: () => {
        update({ language: draftRef.current.draft.language, code: {} });
        setResults(null);
        setOutput('');
        compiledKey.current = null;
      },
    }),
    [compile, update],
  );

  const canRun = overallRemaining > RUN_MIN_SECONDS;
  const tabId = (name: string) => `${ids}-tab-${name}`;
  const panelId = (name: string) => `${ids}-panel-${name}`;

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-labelledby={`${ids}-statement`} className="min-w-0">
        <h2 id={`${ids}-statement`} className="text-sm font-semibold text-slate-700">
          Problem
        </h2>
        <Html html={question.codeQuestion} className="mt-2 text-slate-900" />
        <h3 className="mt-6 text-sm font-semibold text-slate-700">Sample testcases</h3>
        <ul className="mt-2 grid gap-3">
          {question.testcases.map((t, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: testcases are fixed and ordered
            <li key={index} className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
              <p className="font-medium text-slate-800">Testcase {index + 1}</p>
              <p className="mt-1 text-slate-700">Input</p>
              <pre className="overflow-x-auto rounded bg-white p-2 font-mono text-slate-900">{t.input}</pre>
              <p className="mt-1 text-slate-700">Expected output</p>
              <pre className="overflow-x-auto rounded bg-white p-2 font-mono text-slate-900">
                {t.expectedOutput}
              </pre>
            </li>
          ))}
        </ul>
        {question.hiddenTestCases > 0 && (
          <p className="mt-2 text-xs text-slate-600">
            {question.hiddenTestCases} hidden testcase{question.hiddenTestCases === 1 ? '' : 's'} will also be
            checked.
          </p>
        )}
      </section>

      <section aria-label="Code" className="min-w-0">
        <div role="tablist" aria-label="Code views" className="flex gap-1 border-b border-slate-200">
          {(
            [
              ['editor', 'Code Editor'],
              ['submissions', 'All Submissions'],
            ] as const
          ).map(([name, label]) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={tabId(name)}
              aria-selected={tab === name}
              aria-controls={panelId(name)}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => setTab(name)}
              onKeyDown={(event) => {
                if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                  const next = tab === 'editor' ? 'submissions' : 'editor';
                  setTab(next);
                  document.getElementById(tabId(next))?.focus();
                }
              }}
              className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${
                tab === name
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-700 hover:text-slate-900'
              }`}
            >
              {label}
            </button>
          ))}
        </div>

        <div
          id={panelId('editor')}
          role="tabpanel"
          aria-labelledby={tabId('editor')}
          hidden={tab !== 'editor'}
        >
          <div className="mt-3 flex flex-wrap items-end gap-4 text-sm">
            <label className="grid gap-1 font-medium text-slate-800">
              Language
              <select
                className="rounded-lg border border-slate-300 bg-white px-2 py-1.5"
                value={draft.language}
                disabled={disabled}
                onChange={(event) => {
                  const language = event.target.value as CodeLanguage;
                  setPreferredLanguage(language);
                  update({ ...draft, language });
                }}
              >
                {languages.map((l) => (
                  <option key={l} value={l}>
                    {l}
                  </option>
                ))}
              </select>
            </label>
            <label className="grid gap-1 font-medium text-slate-800">
              Theme
              <select
                className="rounded-lg border border-slate-300 bg-white px-2 py-1.5"
                value={theme}
                onChange={(event) => setTheme(event.target.value as EditorTheme)}
              >
                <option value="Dark">Dark</option>
                <option value="Light">Light</option>
              </select>
            </label>
            <label className="grid gap-1 font-medium text-slate-800">
              <span>
                Font size <span className="font-normal text-slate-600">({fontSize}px)</span>
              </span>
              <input
                type="range"
                min={18}
                max={30}
                step={2}
                value={fontSize}
                onChange={(event) => setFontSize(Number(event.target.value))}
                className="accent-brand-700"
              />
            </label>
          </div>
          <div className="mt-3 min-h-72">
            <Suspense
              fallback={
                <div className="flex h-72 items-center justify-center rounded-lg border border-slate-300">
                  <Spinner className="size-6 text-brand-700" />
                  <span className="sr-only">Loading the editor</span>
                </div>
              }
            >
              <CodeEditor
                value={code}
                language={draft.language}
                theme={theme}
                fontSize={fontSize}
                label={`Code editor, ${draft.language}`}
                onChange={(value) =>
                  update({
                    ...draftRef.current.draft,
                    code: { ...draftRef.current.draft.code, [draftRef.current.draft.language]: value },
                  })
                }
                onBlocked={(what) => {
                  if (what === 'contextmenu') toast(rightClickBlocked, 'error');
                }}
              />
            </Suspense>
          </div>
          {canRun && (
            <div className="mt-3 flex flex-wrap gap-3">
              <Button
                variant="secondary"
                onClick={run}
                disabled={disabled || busy !== null}
                loading={busy === 'run'}
              >
                Run custom input
              </Button>
              <Button
                variant="secondary"
                onClick={() => void compile()}
                disabled={disabled || busy !== null}
                loading={busy === 'compile'}
              >
                Compile Testcases
              </Button>
            </div>
          )}

          <div className="mt-4 rounded-lg border border-slate-200 bg-white">
            <button
              type="button"
              aria-expanded={panelOpen}
              aria-controls={`${ids}-results`}
              onClick={() => setPanelOpen((open) => !open)}
              className="flex w-full items-center justify-between px-4 py-2.5 text-sm font-semibold text-slate-800"
            >
              Input and output
              <span aria-hidden="true">{panelOpen ? '▾' : '▸'}</span>
            </button>
            <div
              id={`${ids}-results`}
              hidden={!panelOpen}
              className="grid gap-3 border-t border-slate-200 p-4 text-sm"
            >
              <label className="grid gap-1 font-medium text-slate-800">
                Input
                <textarea
                  rows={3}
                  className={`${inputClass} font-mono`}
                  value={input}
                  onChange={(event) => setInput(event.target.value)}
                />
              </label>
              <div>
                <p id={`${ids}-output`} className="font-medium text-slate-800">
                  Output
                </p>
                <pre
                  aria-live="polite"
                  className="mt-1 min-h-10 overflow-x-auto rounded-lg bg-slate-900 p-3 font-mono text-slate-100"
                >
                  {output}
                </pre>
              </div>
              {results && (
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
                                  <pre className="overflow-x-auto rounded bg-red-50 p-2 font-mono text-red-800">
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
              )}
            </div>
          </div>
        </div>

        <div
          id={panelId('submissions')}
          role="tabpanel"
          aria-labelledby={tabId('submissions')}
          hidden={tab !== 'submissions'}
          className="mt-3"
        >
          {tab === 'submissions' && <Submissions testId={testId} questionId={question._id} />}
        </div>
      </section>
    </div>
  );
}
