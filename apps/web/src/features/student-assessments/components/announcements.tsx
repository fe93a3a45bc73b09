import type { TestAnnouncement } from '@placement/contract';
import { useId, useState } from 'react';
import { formatIstClock } from '../../../lib/ist';
import { Button } from '../../../ui/button';
import { unread } from '../utils/live-notice';

/**
 * The invigilator's announcements as a strip under the top bar, in the flow of the page: it pushes the question
 * down and covers neither the timer nor "End Test & Submit" nor Next/Skip. Each waits for "Got it"; the list
 * of all of them opens again from "Announcements (n)". A polite live region: read out without taking the
 * focus from an answer being typed.
 */
export function Announcements({
  announcements,
  onAcknowledge,
}: {
  announcements: TestAnnouncement[];
  onAcknowledge: (announcementId: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const waiting = unread(announcements);
  if (announcements.length === 0) return null;
  return (
    <section
      aria-label="Announcements"
      className="border-b border-sky-200 bg-sky-50 px-4 py-2 text-sm text-sky-950 sm:px-8"
    >
      <div role="status" className="flex flex-col gap-2">
        {waiting.map((announcement) => (
          <div key={announcement.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <p id={`${listId}-${announcement.id}`} className="min-w-0 flex-1 break-words">
              <span className="font-semibold">Announcement from {announcement.by}: </span>
              {announcement.message}
            </p>
            <Button
              variant="secondary"
              className="py-1"
              aria-describedby={`${listId}-${announcement.id}`}
              onClick={() => onAcknowledge(announcement.id)}
            >
              Got it
            </Button>
          </div>
        ))}
      </div>
      <Button
        variant="ghost"
        className="-ml-2 py-1"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        Announcements ({announcements.length})
      </Button>
      {open && (
        <ol
          id={listId}
          aria-label="All announcements"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must take the keyboard's focus
          tabIndex={0}
          className="max-h-40 overflow-y-auto rounded-lg border border-sky-200 bg-white px-3 py-2"
        >
          {announcements.map((announcement) => (
            <li key={announcement.id} className="border-b border-slate-100 py-1.5 last:border-b-0">
              <p className="break-words text-slate-900">{announcement.message}</p>
              <p className="text-xs text-slate-700">
                {announcement.by}, {formatIstClock(announcement.at)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
