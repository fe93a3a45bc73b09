import type { AnnouncementsReply, LiveActionReply, LiveBoardReply } from '@placement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveBoardSource } from '../../../lib/live-board-source';

/**
 * The board is pushed (hooks/use-live-board-events.ts): it refetches within about a second of a change. This
 * slower poll is the safety net, for a change whose notice was lost and while the stream is down.
 */
export const BOARD_SAFETY_POLL_MS = 10_000;

type Portal = ReturnType<typeof useLiveBoardSource>['portal'];
/** the board's query, and under it the announcements' (invalidating this refetches both) */
export const boardKey = (portal: Portal, id: string) => [portal, 'live-board', id] as const;
const announcementsKey = (portal: Portal, id: string) => [portal, 'live-board', id, 'announcements'] as const;

export function useLiveBoard(id: string) {
  const { portal, request } = useLiveBoardSource();
  return useQuery({
    queryKey: boardKey(portal, id),
    queryFn: () => request<LiveBoardReply>(`/api/college/assessments/${id}/live`),
    enabled: Boolean(id),
    refetchInterval: BOARD_SAFETY_POLL_MS,
  });
}

export function useLiveAnnouncements(id: string) {
  const { portal, request } = useLiveBoardSource();
  return useQuery({
    queryKey: announcementsKey(portal, id),
    queryFn: () => request<AnnouncementsReply>(`/api/college/assessments/${id}/live/announcements`),
    enabled: Boolean(id),
    refetchInterval: BOARD_SAFETY_POLL_MS,
  });
}

/** A student an action is for, with the version of their attempt the board showed (a race loses with STALE). */
export type LiveTarget = { studentId: string; version: number };

export type LiveAction =
  | { action: 'add-time'; minutes: number }
  | { action: 'pause'; reason?: string }
  | { action: 'resume' }
  | { action: 'end'; reason: string }
  | { action: 'reopen'; minutes?: number }
  | { action: 'reset'; reason: string };

function pathOf(id: string, action: LiveAction['action']): string {
  switch (action) {
    case 'add-time':
      return `/api/college/assessments/${id}/live/add-time`;
    case 'pause':
      return `/api/college/assessments/${id}/live/pause`;
    case 'resume':
      return `/api/college/assessments/${id}/live/resume`;
    case 'end':
      return `/api/college/assessments/${id}/live/end`;
    case 'reopen':
      return `/api/college/assessments/${id}/live/reopen`;
    case 'reset':
      return `/api/college/assessments/${id}/live/reset`;
  }
}

/** One action on the students named; the board is asked again at once, whatever the reply. */
export function useLiveAction(id: string) {
  const { portal, request } = useLiveBoardSource();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ students, input }: { students: LiveTarget[]; input: LiveAction }) => {
      const { action, ...fields } = input;
      return request<LiveActionReply>(pathOf(id, action), {
        method: 'POST',
        body: { students, ...fields },
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKey(portal, id) }),
  });
}

export type AnnounceReply = { success: true; message: string };

/** A message to everyone on the test (no `studentIds`) or to the students named. */
export function useAnnounce(id: string) {
  const { portal, request } = useLiveBoardSource();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { message: string; studentIds?: string[] }) =>
      request<AnnounceReply>(`/api/college/assessments/${id}/live/announcements`, {
        method: 'POST',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKey(portal, id) }),
  });
}
