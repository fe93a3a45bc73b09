import { useId } from 'react';
import { useFileObject } from '../../lib/files';
import { inputClass } from '../../ui/text-field';
import type { StudentQuestionOf } from '../shared/authored';
import { OptionGroup } from '../shared/option-group';

export type VideoView = StudentQuestionOf<'video'>;

export type VideoAnswer = { long: string[]; short: string[]; mcq: number[] };

export function VideoQuestion({
  question,
  value,
  onChange,
  disabled,
}: {
  question: VideoView;
  value: VideoAnswer;
  onChange: (value: VideoAnswer) => void;
  disabled: boolean;
}) {
  const base = useId();
  // the clip is served only with the student's token, so it is fetched and played from a blob
  const clip = useFileObject(question.videoFile || null);
  const loading = Boolean(question.videoFile) && !clip.objectUrl && !clip.failed;
  const setText = (part: 'long' | 'short', index: number, text: string) => {
    const list = question[part].map((_, i) => value[part][i] ?? '');
    list[index] = text;
    onChange({ ...value, [part]: list });
  };
  const setOption = (index: number, option: number) => {
    const list = question.mcq.map((_, i) => value.mcq[i] ?? -1);
    list[index] = option;
    onChange({ ...value, mcq: list });
  };
  return (
    <div>
      {loading ? (
        <p role="status" className="text-sm text-slate-700">
          Loading the video…
        </p>
      ) : clip.objectUrl ? (
        // biome-ignore lint/a11y/useMediaCaption: the uploaded clips come without caption tracks
        <video
          src={clip.objectUrl}
          controls
          controlsList="nofullscreen nodownload"
          disablePictureInPicture
          className="aspect-video w-full max-w-2xl rounded-xl bg-slate-900"
        >
          Your browser cannot play this video.
        </video>
      ) : (
        <div
          role="note"
          className="flex aspect-video w-full max-w-2xl items-center justify-center rounded-xl border border-dashed border-slate-300 bg-slate-100 text-sm font-medium text-slate-700"
        >
          Video unavailable. Answer from what you know.
        </div>
      )}
      <div className="mt-6 grid gap-6">
        {question.long.map((part, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are fixed and ordered
          <div key={`long-${index}`}>
            <label
              htmlFor={`${base}-long-${index}`}
              className="mb-1.5 block text-sm font-medium text-slate-800"
            >
              {part.question}
            </label>
            <textarea
              id={`${base}-long-${index}`}
              rows={6}
              className={inputClass}
              value={value.long[index] ?? ''}
              disabled={disabled}
              onChange={(event) => setText('long', index, event.target.value)}
            />
          </div>
        ))}
        {question.short.map((part, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are fixed and ordered
          <div key={`short-${index}`}>
            <label
              htmlFor={`${base}-short-${index}`}
              className="mb-1.5 block text-sm font-medium text-slate-800"
            >
              {part.question}
            </label>
            <input
              id={`${base}-short-${index}`}
              className={inputClass}
              value={value.short[index] ?? ''}
              disabled={disabled}
              autoComplete="off"
              onChange={(event) => setText('short', index, event.target.value)}
            />
          </div>
        ))}
        {question.mcq.map((part, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are fixed and ordered
          <div key={`mcq-${index}`}>
            <p id={`${base}-mcq-${index}`} className="text-sm font-medium text-slate-800">
              {part.question}
            </p>
            <OptionGroup
              name={`${base}-mcq-${index}`}
              labelledBy={`${base}-mcq-${index}`}
              options={part.options}
              value={(value.mcq[index] ?? -1) >= 0 ? (value.mcq[index] ?? null) : null}
              onChange={(option) => setOption(index, option)}
              disabled={disabled}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
