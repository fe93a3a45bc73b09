import { type RefObject, useId, useState } from 'react';

type TopicState = 'Completed' | 'In progress' | 'Not started';

/**
 * The shell's sidebar: camera preview (when required) and one collapsible section per topic. Below the md
 * breakpoint the topic list folds behind a toggle so the question gets the screen; the camera stays in sight.
 */
export function AttemptSidebar({
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
  const [listShown, setListShown] = useState(false);
  const listId = useId();
  const isOpen = (index: number) => open[index] ?? index === currentTopicIndex;
  const stateOf = (index: number): TopicState =>
    index < currentTopicIndex ? 'Completed' : index === currentTopicIndex ? 'In progress' : 'Not started';

  return (
    <div className="flex flex-col gap-2 px-4 py-2 md:gap-4 md:p-4">
      {camera && (
        <section
          aria-label="Camera"
          className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-2 md:block md:p-3"
        >
          <video
            ref={camera.videoRef}
            muted
            playsInline
            autoPlay
            aria-label="Your camera preview"
            className="aspect-video w-24 shrink-0 rounded-lg bg-slate-900 object-cover md:w-full"
          />
          <p role="status" className="text-xs font-medium text-slate-800 md:mt-2">
            {camera.status}
          </p>
        </section>
      )}
      <nav aria-label="Topics">
        <button
          type="button"
          aria-expanded={listShown}
          aria-controls={listId}
          onClick={() => setListShown((shown) => !shown)}
          className="flex w-full items-center justify-between gap-2 rounded-lg px-1 py-1.5 text-left text-sm font-semibold text-slate-800 md:hidden"
        >
          <span>
            Topics{' '}
            <span className="font-normal text-slate-600">
              · {currentTopicIndex + 1} of {topicNames.length}
            </span>
          </span>
          <span aria-hidden="true">{listShown ? '▾' : '▸'}</span>
        </button>
        <div id={listId} className={listShown ? 'pb-2' : 'hidden md:block'}>
          <h2 className="hidden px-1 text-xs font-semibold tracking-wide text-slate-600 uppercase md:block">
            Topics
          </h2>
          <ul className="grid gap-1 md:mt-2">
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
        </div>
      </nav>
    </div>
  );
}
