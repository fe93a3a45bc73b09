import { HtmlPreview } from '../../ui/html-preview';
import type { ReviewProps } from '../question-type';
import { list, text } from '../shared/review-parts';

export function FindAnswerReview({ answer: { question: q, response } }: ReviewProps<'findAnswer'>) {
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
}
