import { HtmlPreview } from '../../ui/html-preview';
import type { ReviewProps } from '../question-type';
import { Options, Row } from '../shared/review-parts';

export function McqReview({ answer: { question: q, response }, useFileUrl }: ReviewProps<'mcq'>) {
  const stored = typeof q.image === 'string' && q.image.startsWith('/api/files/') ? q.image : null;
  const loaded = useFileUrl(stored);
  const image = stored ? loaded : typeof q.image === 'string' ? q.image : null;
  return (
    <div className="space-y-2">
      <HtmlPreview html={q.Title ?? ''} label="Question" />
      {image && <img src={image} alt="Illustration for the question" className="max-h-48" />}
      <Options options={q.Options ?? []} answer={q.answer} chosen={response} />
      {(response === null || response === -1 || response === undefined) && (
        <Row label="Response">skipped</Row>
      )}
    </div>
  );
}
