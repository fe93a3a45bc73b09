import type { LiveBoardReply } from '@placement/contract';
import { useQuery } from '@tanstack/react-query';
import { useLiveBoardSource } from '../../../lib/live-board-source';

/** How often the board asks again: the board shows a status change within this and the server's presence batch. */
export const BOARD_REFRESH_MS = 2_000;

export function useLiveBoard(id: string) {
  const { portal, request } = useLiveBoardSource();
  return useQuery({
    queryKey: [portal, 'live-board', id],
    queryFn: () => request<LiveBoardReply>(`/api/college/assessments/${id}/live`),
    enabled: Boolean(id),
    refetchInterval: BOARD_REFRESH_MS,
  });
}
