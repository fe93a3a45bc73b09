import type { ReactNode } from 'react';
import { useCollegeFileUrl } from '../api/client';
import type { ReviewAnswer } from '../api/types';
import { HtmlPreview } from './html-preview';
import { verdictLabel } from './verification-panel';

const text = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '(no answer)';
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value && 'studentAnswer' in value)
    return String((value as { studentAnswer: unknown }).studentAnswer ?? '');
  return JSON.stringify(value);
};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/** The clip the student watched, for the reviewer to watch too. */
function QuestionVideo({ url }: { url: string }) {
  const clip = useCollegeFileUrl(url);
  if (!clip) return <p className="text-sm text-slate-700">Loading the video…</p>;
  return (
    // biome-ignore lint/a11y/useMediaCaption: uploaded clips come without caption tracks
    <video
      src={clip}
      controls
      aria-label="Question video"
      className="aspect-video w-full max-w-md rounded-lg bg-slate-900"
    />
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="text-sm">
      <span className="font-medium text-slate-600">{label}: </span>
      <span className="text-slate-900">{children}</span>
    </div>
  );
}

function Options({
  options,
  answer,
  chosen,
}: {
  options: string[];
  answer: number | undefined;
  chosen: unknown;
}) {
  return (
    <ol className="space-y-1 text-sm">
      {options.map((option, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: the four options never move
          key={index}
          className={`rounded px-2 py-1 ${index === answer ? 'bg-emerald-50 text-emerald-900' : chosen === index ? 'bg-red-50 text-red-800' : 'text-slate-800'}`}
        >
          {String.fromCharCode(65 + index)}. {option}
          {index === answer && <strong> (key)</strong>}
          {chosen === index && <strong> (chosen)</strong>}
        </li>
      ))}
    </ol>
  );
}

/** One answer with everything a reviewer needs: the question, the key, the response, the judge's verdicts. */
export function AnswerView({ answer }: { answer: ReviewAnswer }) {
  const q = answer.question;
  if (!q) return <p className="text-sm text-slate-600">This question is no longer in the assessment.</p>;
  const response = answer.response;
  switch (q.type) {
    case 'mcq':
      return (
        <div className="space-y-2">
          <HtmlPreview html={q.Title ?? ''} label="Question" />
          <Options options={q.Options ?? []} answer={q.answer} chosen={response} />
          {(response === null || response === -1 || response === undefined) && (
            <Row label="Response">skipped</Row>
          )}
        </div>
      );
    case 'findAnswer':
      return (
        <div className="space-y-2">
          <HtmlPreview html={q.Title ?? ''} label="Passage" />
          <ol className="list-decimal space-y-1 pl-5 text-sm">
            {(q.questions ?? []).map((sub, index) => (
              <li key={sub.question}>
                {sub.question} — <span className="text-emerald-800">key: {sub.answer}</span>;{' '}
                <span>answer: {text(list(response)[index])}</span>
              </li>
            ))}
          </ol>
        </div>
      );
    case 'essay':
      return (
        <div className="space-y-2">
          <HtmlPreview html={q.Title ?? ''} label="Prompt" />
          <p
            className="rounded-lg border border-slate-200 bg-white p-3 text-sm whitespace-pre-wrap text-slate-900"
            data-testid="essay-response"
          >
            {text(response)}
          </p>
        </div>
      );
    case 'video':
      return (
        <div className="space-y-2 text-sm">
          {q.videoFile ? <QuestionVideo url={q.videoFile} /> : <Row label="Video">(none)</Row>}
          {(q.long ?? []).map((part, index) => (
            <Row key={`l-${part.question}`} label={`Long: ${part.question}`}>
              {text(list(field(response, 'long'))[index])}
            </Row>
          ))}
          {(q.short ?? []).map((part, index) => (
            <Row key={`s-${part.question}`} label={`Short: ${part.question}`}>
              {text(list(field(response, 'short'))[index])}
            </Row>
          ))}
          {(q.mcq ?? []).map((part, index) => (
            <div key={`m-${part.question}`}>
              <p className="font-medium text-slate-800">{part.question}</p>
              <Options
                options={part.options}
                answer={part.answer}
                chosen={list(field(response, 'mcq'))[index]}
              />
            </div>
          ))}
        </div>
      );
    case 'compiler': {
      const judged = answer.judged;
      return (
        <div className="space-y-3 text-sm">
          <HtmlPreview html={q.codeQuestion ?? ''} label="Problem" />
          <Row label="Language">{String(field(response, 'codeLanguage') ?? '—')}</Row>
          <p className="font-medium text-slate-600">Submitted code</p>
          <pre className="max-h-80 overflow-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-50">
            {String(field(response, 'answerCode') ?? '(no code)')}
          </pre>
          {judged?.compileError && (
            <pre className="overflow-auto rounded-lg bg-red-50 p-3 text-xs whitespace-pre-wrap text-red-800">
              {judged.compileError}
            </pre>
          )}
          {judged && (
            <table className="w-full text-left">
              <caption className="mb-1 text-left font-medium text-slate-800">
                Testcases: {judged.totalPassedTestCases} of {judged.testcases.length} passed
              </caption>
              <thead className="text-slate-600">
                <tr>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    #
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Verdict
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Input
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Expected
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    Output
                  </th>
                </tr>
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
  }
}
