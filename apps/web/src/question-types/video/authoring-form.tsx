import { AddButton, RemoveButton } from '../../ui/list-controls';
import { TextField } from '../../ui/text-field';
import type { AuthoringProps } from '../question-type';
import { type Keyed, keyed, replaceAt } from '../shared/keyed';
import { VideoUpload } from './video-upload';

type Text = { question: string };
/** `answer` is null until the author chooses the part's key. */
type Choice = { question: string; options: string[]; answer: number | null };
export type VideoDraft = {
  videoFile: string;
  long: Keyed<Text>[];
  short: Keyed<Text>[];
  mcq: Keyed<Choice>[];
};

function TextParts({
  title,
  items,
  onChange,
}: {
  title: string;
  items: Keyed<Text>[];
  onChange: (items: Keyed<Text>[]) => void;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium text-slate-800">{title}</legend>
      {items.map((item, index) => (
        <div key={item.key} className="flex items-end gap-3">
          <TextField
            className="flex-1"
            label={`${title} ${index + 1}`}
            required
            value={item.question}
            onChange={(e) => onChange(replaceAt(items, index, { ...item, question: e.target.value }))}
          />
          <RemoveButton
            label={`Remove ${title} ${index + 1}`}
            onClick={() => onChange(items.filter((i) => i !== item))}
          />
        </div>
      ))}
      <AddButton disabled={items.length >= 10} onClick={() => onChange([...items, keyed({ question: '' })])}>
        {`Add ${title.toLowerCase()}`}
      </AddButton>
    </fieldset>
  );
}

/** An uploaded clip and its parts: long and short written answers, multiple choice. */
export function VideoForm({ value, onChange, services }: AuthoringProps<VideoDraft>) {
  return (
    <div className="space-y-5">
      <VideoUpload
        url={value.videoFile}
        onChange={(videoFile) => onChange({ ...value, videoFile })}
        services={services}
      />
      <TextParts title="Long question" items={value.long} onChange={(long) => onChange({ ...value, long })} />
      <TextParts
        title="Short question"
        items={value.short}
        onChange={(short) => onChange({ ...value, short })}
      />
      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">Multiple choice parts</legend>
        {value.mcq.map((item, index) => {
          const set = (next: Choice) =>
            onChange({ ...value, mcq: replaceAt(value.mcq, index, { ...next, key: item.key }) });
          return (
            <div key={item.key} className="space-y-2 rounded-lg border border-slate-200 p-3">
              <TextField
                label={`Choice question ${index + 1}`}
                required
                value={item.question}
                onChange={(e) => set({ ...item, question: e.target.value })}
              />
              <div className="grid gap-2 sm:grid-cols-2">
                {item.options.map((option, o) => (
                  <div key={`${item.key}-${o.toString()}`} className="flex items-end gap-2">
                    <input
                      type="radio"
                      name={`video-mcq-${item.key}`}
                      className="mb-3 size-4 accent-brand-700"
                      checked={item.answer === o}
                      onChange={() => set({ ...item, answer: o })}
                      aria-label={`Choice question ${index + 1}: option ${o + 1} is correct`}
                    />
                    <TextField
                      className="flex-1"
                      label={`Question ${index + 1} option ${o + 1}`}
                      required
                      value={option}
                      onChange={(e) => set({ ...item, options: replaceAt(item.options, o, e.target.value) })}
                    />
                  </div>
                ))}
              </div>
              <RemoveButton
                label={`Remove choice question ${index + 1}`}
                onClick={() => onChange({ ...value, mcq: value.mcq.filter((m) => m !== item) })}
              />
            </div>
          );
        })}
        <AddButton
          disabled={value.mcq.length >= 10}
          onClick={() =>
            onChange({
              ...value,
              mcq: [...value.mcq, keyed({ question: '', options: ['', '', '', ''], answer: null })],
            })
          }
        >
          Add multiple choice part
        </AddButton>
      </fieldset>
    </div>
  );
}
