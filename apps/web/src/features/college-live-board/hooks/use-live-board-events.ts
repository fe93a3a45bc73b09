import type { LiveBoardReply } from '@placement/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLiveBoardSource } from '../../../lib/live-board-source';
import { openLiveStream } from '../../../lib/live-stream';
import { boardKey } from '../api/live-board';

/** a burst of events (a lab starting at once) waits this long and becomes one refetch */
const GATHER_MS = 250;
/** at most one refetch a second, however busy the drive: the server publishes a test's change every 500 ms */
const MIN_GAP_MS = 1_000;

/**
 * The board without a reload (#29). POST …/live/events/ticket, then an EventSource on …/live/events?ticket=;
 * each `{"type":"board"}` refetches the board and its announcements: 250 ms after the first event of a burst,
 * at most once a second, so a change shows within about 0.5 s (the server's gathering) + 0.25–1 s + the fetch,
 * inside the promised 2 s. `ready` refetches too (what changed while the stream was down). While the stream is
 * down (it reconnects with a growing delay), the 10 s safety poll (BOARD_SAFETY_POLL_MS) keeps the board going.
 */
export function useLiveBoardEvents(id: string): void {
  const { portal, request } = useLiveBoardSource();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!id) return;
    let refetchTimer: number | undefined;
    let lastRefetch = 0;
    const refetch = () => {
      if (refetchTimer !== undefined) return;
      const wait = Math.max(GATHER_MS, lastRefetch + MIN_GAP_MS - Date.now());
      refetchTimer = window.setTimeout(() => {
        refetchTimer = undefined;
        lastRefetch = Date.now();
        void queryClient.invalidateQueries({ queryKey: boardKey(portal, id) });
      }, wait);
    };
    const close = openLiveStream({
      ticket: async () =>
        (
          await request<{ ticket: string }>(`/api/college/assessments/${id}/live/events/ticket`, {
            method: 'POST',
          })
        ).ticket,
      url: (ticket) => `/api/college/assessments/${id}/live/events?ticket=${encodeURIComponent(ticket)}`,
      type: 'board',
      onChange: refetch,
    });
    return () => {
      close();
      window.clearTimeout(refetchTimer);
    };
  }, [id, portal, request, queryClient]);
}

/**
 * A page going silent is no event anyone sends: the board knows when each student on the test was last heard
 * and after how long they count as disconnected, so it asks again a second after the first of them would cross
 * that line (if they were not heard meanwhile, the board then says so). It costs the server nothing more than
 * that one request; the safety poll covers the rest.
 */
export function useDisconnectRefetch(id: string, board: LiveBoardReply | undefined, fetchedAt: number): void {
  const { portal } = useLiveBoardSource();
  const queryClient = useQueryClient();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    window.clearTimeout(timer.current);
    if (!board) return;
    const serverNow = Date.parse(board.serverTime);
    const limitMs = board.disconnectAfterSeconds * 1000;
    let soonest = Number.POSITIVE_INFINITY;
    for (const row of board.rows) {
      if (row.status !== 'on_test' || !row.lastContact) continue;
      const crossesIn = Date.parse(row.lastContact) + limitMs - serverNow;
      // a page already past the line but not called disconnected (the server is warming up) is left to the poll
      if (crossesIn > 0) soonest = Math.min(soonest, crossesIn);
    }
    if (!Number.isFinite(soonest)) return;
    const wait = Math.max(0, fetchedAt + soonest + 1_000 - Date.now());
    timer.current = window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: boardKey(portal, id), exact: true }),
      wait,
    );
    return () => window.clearTimeout(timer.current);
  }, [id, portal, board, fetchedAt, queryClient]);
}
