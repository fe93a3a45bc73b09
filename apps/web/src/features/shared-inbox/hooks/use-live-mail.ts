import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openLiveStream } from '../../../lib/live-stream';
import { useInboxScope } from '../api/scope';

/**
 * New mail without a reload: POST …/events/ticket, then an EventSource on …/events?ticket=. The mails are
 * refetched once the stream listens and on each `{"type":"mail"}` event.
 */
export function useLiveMail(): void {
  const scope = useInboxScope();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      openLiveStream({
        ticket: async () =>
          scope.client.getToken()
            ? (
                await scope.client.request<{ ticket: string }>(`${scope.apiBase}/events/ticket`, {
                  method: 'POST',
                })
              ).ticket
            : null,
        url: (ticket) => `${scope.apiBase}/events?ticket=${encodeURIComponent(ticket)}`,
        type: 'mail',
        onChange: () => void queryClient.invalidateQueries({ queryKey: [...scope.queryKey, 'mails'] }),
      }),
    [scope, queryClient],
  );
}
