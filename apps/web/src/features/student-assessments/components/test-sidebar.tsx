import { type RefObject, useState } from 'react';

type TopicState = 'Completed' | 'In progress' | 'Not started';

/** The shell's sidebar: camera preview (when required) and one collapsible section per topic. */
export function TestSidebar({
  topicNames,
  currentTopicIndex,
  count,
  camera,
}: {
  topicNames: string[];
  currentTopicIndex: number;
  count: number;
  camera: { videoRef: RefObject<HTMLVideoElement | null>; status: string } | null;
}) {
  const [open, setOpen] = useState<Record<number, boolean>>({});
  const isOpen = (index: number) => open[index] ?? index === currentTopicIndex;
  const stateOf = (index: number): TopicState =>
    index < currentTopicIndex ? 'Completed' : index === currentTopicIndex ? 'In progress' : 'Not started';

  return (
    <div className="flex flex-col gap-4 p-4">
      {camera && (
        <section aria-label="Camera" className="rounded-xl border border-slate-200 bg-white p-3">
          <video
            ref={camera.videoRef}
            muted
            playsInline
            autoPlay
            aria-label="Your camera preview"
            className="aspect-video w-full rounded-lg bg-slate-900 object-cover"
          />
          <p role="status" className="mt-2 text-xs font-medium text-slate-800">
            {camera.status}
          </p>
        </section>
      )}
      <nav aria-label="Topics">
        <h2 className="px-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">Topics</h2>
        <ul className="mt-2 grid gap-1">
          {topicNames.map((name, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: topics keep their order
            <li key={index}>
              <button
                type="button"
                aria-expanded={isOpen(index)}
                aria-controls={`topic-panel-${index}`}
                aria-current={index === currentTopicIndex ? 'step' : undefined}
                onClick={() => setOpen((o) => ({ ...o, [index]: !isOpen(index) }))}
                className={`flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium ${
                  index === currentTopicIndex
                    ? 'bg-brand-50 text-brand-900'
                    : 'text-slate-800 hover:bg-slate-100'
                }`}
              >
                <span>{name}</span>
                <span aria-hidden="true">{isOpen(index) ? '▾' : '▸'}</span>
              </button>
              <div
                id={`topic-panel-${index}`}
                hidden={!isOpen(index)}
                className="px-3 pt-1 pb-2 text-xs text-slate-700"
              >
                {stateOf(index)}
                {index === currentTopicIndex && ` · question ${count}`}
              </div>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
