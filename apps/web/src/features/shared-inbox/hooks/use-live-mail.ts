import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useInboxScope } from '../api/scope';

const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * New mail without a reload: POST …/events/ticket, then an EventSource on …/events?ticket=. The mails are
 * refetched once the stream listens (`event: ready`, which covers mail that arrived while it was down) and on
 * each `{"type":"mail"}` event. On an error the stream is closed and a new ticket fetched, with a growing delay.
 */
export function useLiveMail(): void {
  const scope = useInboxScope();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: number | undefined;
    let failures = 0;
    let stopped = false;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: [...scope.queryKey, 'mails'] });

    const retry = () => {
      if (stopped) return;
      const delay = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
      failures += 1;
      timer = window.setTimeout(connect, delay);
    };

    async function connect() {
      if (stopped || !scope.client.getToken()) return;
      let ticket: string;
      try {
        ({ ticket } = await scope.client.request<{ ticket: string }>(`${scope.apiBase}/events/ticket`, {
          method: 'POST',
        }));
      } catch {
        retry();
        return;
      }
      if (stopped) return;
      source = new EventSource(`${scope.apiBase}/events?ticket=${encodeURIComponent(ticket)}`);
      source.addEventListener('ready', () => {
        failures = 0;
        refetch();
      });
      source.onmessage = (event) => {
        try {
          const data = JSON.parse(event.data as string) as { type?: string };
          if (data.type === 'mail') refetch();
        } catch {
          // not an event of ours
        }
      };
      source.onerror = () => {
        source?.close();
        source = null;
        retry();
      };
    }

    void connect();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      source?.close();
    };
  }, [scope, queryClient]);
}
