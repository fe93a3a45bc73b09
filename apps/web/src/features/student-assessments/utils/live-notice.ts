import type { TestLiveReply } from '@placement/contract';

/** Whether a probe's notice (epoch ms) is newer than the last one the page handled. */
export function isNewNotice(notice: number | null, handled: number | null): notice is number {
  return notice !== null && (handled === null || notice > handled);
}

/**
 * The invigilator's newest action, in words, if the page has not shown it yet. `shown` undefined: the first
 * reading of the test (on load or resume), which only records where it stands: an old "added 10 minutes"
 * is no news. A pause says itself in its own panel, so it is not repeated as a notice.
 */
export function noticeToShow(
  reply: Pick<TestLiveReply, 'notice' | 'status'>,
  shown: number | null | undefined,
): string | null {
  const { notice } = reply;
  if (shown === undefined || !notice || reply.status !== 'on_test') return null;
  return shown === null || notice.version > shown ? notice.text : null;
}

/** The version to remember after a reading: the newest seen. */
export function shownAfter(
  reply: Pick<TestLiveReply, 'notice'>,
  shown: number | null | undefined,
): number | null {
  const version = reply.notice?.version ?? null;
  if (shown === undefined || shown === null) return version;
  return version === null ? shown : Math.max(version, shown);
}

/** The announcements still waiting for "Got it", oldest first. */
export function unread<T extends { acknowledged: boolean }>(announcements: T[]): T[] {
  return announcements.filter((a) => !a.acknowledged);
}
