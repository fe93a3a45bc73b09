import type { ReviewProps } from '../question-type';
import { field, list, Options, Row, text } from '../shared/review-parts';

/** The clip the student watched, for the reviewer to watch too. */
function QuestionVideo({ url, useFileUrl }: { url: string; useFileUrl: ReviewProps['useFileUrl'] }) {
  const clip = useFileUrl(url);
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

export function VideoReview({ answer: { question: q, response }, useFileUrl }: ReviewProps<'video'>) {
  return (
    <div className="space-y-2 text-sm">
      {q.videoFile ? (
        <QuestionVideo url={q.videoFile} useFileUrl={useFileUrl} />
      ) : (
        <Row label="Video">(none)</Row>
      )}
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
          <Options options={part.options} answer={part.answer} chosen={list(field(response, 'mcq'))[index]} />
        </div>
      ))}
    </div>
  );
}
