import { HtmlPreview } from '../../ui/html-preview';
import type { ReviewProps } from '../question-type';
import { text } from '../shared/review-parts';

export function EssayReview({ answer: { question: q, response } }: ReviewProps<'essay'>) {
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
}
