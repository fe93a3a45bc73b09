import { HtmlPreview } from '../../ui/html-preview';
import type { ReviewProps } from '../question-type';
import { Options, Row } from '../shared/review-parts';

export function McqReview({ answer: { question: q, response } }: ReviewProps) {
  return (
    <div className="space-y-2">
      <HtmlPreview html={q.Title ?? ''} label="Question" />
      <Options options={q.Options ?? []} answer={q.answer} chosen={response} />
      {(response === null || response === -1 || response === undefined) && (
        <Row label="Response">skipped</Row>
      )}
    </div>
  );
}
