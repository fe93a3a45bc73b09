import { lazy, type Ref, Suspense, useCallback, useId, useImperativeHandle, useRef, useState } from 'react';
import { Button } from '../../ui/button';
import { Html } from '../../ui/html';
import { Spinner } from '../../ui/spinner';
import { inputClass } from '../../ui/text-field';
import type { RendererHandle } from '../question-type';
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
import type { CompilerView } from './compile-results';
import { EditorSettings } from './editor-settings';
import { canRunWith, runCutoffSeconds } from './run-window';
import { Submissions } from './submissions';
import { TestcaseResults } from './testcase-results';
import { useCodeRuns } from './use-code-runs';

const CodeEditor = lazy(() => import('./code-editor'));

const COMPILE_ON_TIMEOUT_MS = 3_000;

const languagesOf = (question: CompilerView): CodeLanguage[] => {
  const offered = languagePriority.filter((l) => question.code[l] !== undefined);
  return offered.length > 0 ? offered : languagePriority;
};

const starter = (question: CompilerView, language: CodeLanguage) =>
  question.code[language]?.defaultCode ?? '';

function initialDraft(assessmentId: string, question: CompilerView): CodeDraft {
  const saved = readCode(assessmentId, question._id);
  if (saved) return saved;
  return { language: defaultLanguage(languagesOf(question)), code: {} };
}

function SampleTestcases({ question }: { question: CompilerView }) {
  return (
    <>
      <h3 className="mt-6 text-sm font-semibold text-slate-700">Sample testcases</h3>
      <ul className="mt-2 grid gap-3">
        {question.testcases.map((t, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: testcases are fixed and ordered
          <li key={index} className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
            <p className="font-medium text-slate-800">Testcase {index + 1}</p>
            <p className="mt-1 text-slate-700">Input</p>
            <pre className="whitespace-pre-wrap [overflow-wrap:anywhere] rounded bg-white p-2 font-mono text-slate-900">
              {t.input}
            </pre>
            <p className="mt-1 text-slate-700">Expected output</p>
            <pre className="whitespace-pre-wrap [overflow-wrap:anywhere] rounded bg-white p-2 font-mono text-slate-900">
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
    </>
  );
}

export function CodingQuestion({
  assessmentId,
  question,
  overallRemaining,
  disabled,
  ref,
}: {
  assessmentId: string;
  question: CompilerView;
  overallRemaining: number;
  disabled: boolean;
  /** prepare: the answer to submit, compiled first when the current code has not been; reset: start again */
  ref: Ref<RendererHandle>;
}) {
  const ids = useId();
  const [draft, setDraft] = useState<CodeDraft>(() => initialDraft(assessmentId, question));
  const [theme, setTheme] = useState<EditorTheme>('Dark');
  const [fontSize, setFontSize] = useState(20);
  const [tab, setTab] = useState<'editor' | 'submissions'>('editor');
  const languages = languagesOf(question);
  const code = draft.code[draft.language] ?? starter(question, draft.language);
  const draftRef = useRef({ draft, code });
  draftRef.current = { draft, code };
  const runs = useCodeRuns({ assessmentId, question, current: draftRef });
  const { compile, isCompiled, clear } = runs;

  const update = useCallback(
    (next: CodeDraft) => {
      setDraft(next);
      saveCode(assessmentId, question._id, next);
    },
    [assessmentId, question._id],
  );

  useImperativeHandle(
    ref,
    () => ({
      prepare: async (reason) => {
        const { draft: current, code: source } = draftRef.current;
        // at the attempt's end the code goes as it stands, at once: the server judges it
        if (reason !== 'end' && !isCompiled()) {
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
        clear();
      },
    }),
    [clear, compile, isCompiled, update],
  );

  const canRun = canRunWith(overallRemaining, question.Duration);
  const tabId = (name: string) => `${ids}-tab-${name}`;
  const panelId = (name: string) => `${ids}-panel-${name}`;

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-labelledby={`${ids}-statement`} className="min-w-0">
        <h2 id={`${ids}-statement`} className="text-sm font-semibold text-slate-700">
          Problem
        </h2>
        <Html html={question.codeQuestion} className="mt-2 text-slate-900" />
        <SampleTestcases question={question} />
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
          <EditorSettings
            languages={languages}
            language={draft.language}
            onLanguage={(language) => {
              setPreferredLanguage(language);
              update({ ...draft, language });
            }}
            theme={theme}
            onTheme={setTheme}
            fontSize={fontSize}
            onFontSize={setFontSize}
            disabled={disabled}
          />
          <div className="mt-3 min-h-72">
            <Suspense
              fallback={
                <div className="flex h-72 items-center justify-center rounded-lg border border-slate-300">
                  <Spinner className="size-6 text-brand-700" />
                  <span className="sr-only">Loading the editor</span>
                </div>
              }
            >
              {/* a blocked right-click bubbles to the test screen, which says it is not allowed */}
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
              />
            </Suspense>
          </div>
          {!canRun && (
            <p className="mt-3 text-sm text-slate-700">
              Run and Compile close in the last {runCutoffSeconds(question.Duration)} seconds: your code is
              compiled and checked on every testcase when it is submitted.
            </p>
          )}
          {canRun && (
            <div className="mt-3 flex flex-wrap gap-3">
              <Button
                variant="secondary"
                onClick={runs.run}
                disabled={disabled || runs.busy !== null}
                loading={runs.busy === 'run'}
              >
                Run custom input
              </Button>
              <Button
                variant="secondary"
                onClick={() => void compile()}
                disabled={disabled || runs.busy !== null}
                loading={runs.busy === 'compile'}
              >
                Compile Testcases
              </Button>
            </div>
          )}

          <div className="mt-4 rounded-lg border border-slate-200 bg-white">
            <button
              type="button"
              aria-expanded={runs.panelOpen}
              aria-controls={`${ids}-results`}
              onClick={() => runs.setPanelOpen((open) => !open)}
              className="flex w-full items-center justify-between px-4 py-2.5 text-sm font-semibold text-slate-800"
            >
              Input and output
              <span aria-hidden="true">{runs.panelOpen ? '▾' : '▸'}</span>
            </button>
            <div
              id={`${ids}-results`}
              hidden={!runs.panelOpen}
              className="grid gap-3 border-t border-slate-200 p-4 text-sm"
            >
              <section
                aria-labelledby={`${ids}-custom`}
                className="grid gap-3 rounded-lg border border-slate-200 p-3"
              >
                <h3 id={`${ids}-custom`} className="font-semibold text-slate-900">
                  Custom run
                </h3>
                <label className="grid gap-1 font-medium text-slate-800">
                  Input
                  <textarea
                    rows={3}
                    // the student's own test input, not an answer: pastes here are no evidence
                    data-evidence="not-an-answer"
                    className={`${inputClass} font-mono`}
                    value={runs.input}
                    onChange={(event) => runs.setInput(event.target.value)}
                  />
                </label>
                <div>
                  <p className="font-medium text-slate-800">Output</p>
                  <pre
                    aria-live="polite"
                    className="mt-1 min-h-10 whitespace-pre-wrap [overflow-wrap:anywhere] rounded-lg bg-slate-900 p-3 font-mono text-slate-100"
                  >
                    {runs.output}
                  </pre>
                </div>
              </section>
              <section
                aria-labelledby={`${ids}-testcases`}
                className="grid gap-2 rounded-lg border border-slate-200 p-3"
              >
                <h3 id={`${ids}-testcases`} className="font-semibold text-slate-900">
                  Testcase results
                </h3>
                <TestcaseResults results={runs.results} />
              </section>
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
          {tab === 'submissions' && <Submissions assessmentId={assessmentId} questionId={question._id} />}
        </div>
      </section>
    </div>
  );
}
