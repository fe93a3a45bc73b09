/** reconnect delays after a stream fails, growing */
const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * A server-sent-events stream the browser opens with a ticket (EventSource cannot send the auth-token header):
 * `ticket()` trades the header for one (null: not signed in, give up quietly), `url(ticket)` opens the stream.
 * `onChange` runs once the stream listens (`event: ready`, which covers what changed while it was down) and on
 * each `{"type": type}` event. On an error the stream is closed and a new ticket fetched, with a growing delay.
 * Returns the function that closes it for good.
 */
export function openLiveStream({
  ticket,
  url,
  type,
  onChange,
}: {
  ticket: () => Promise<string | null>;
  url: (ticket: string) => string;
  type: string;
  onChange: () => void;
}): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  let source: EventSource | null = null;
  let timer: number | undefined;
  let failures = 0;
  let stopped = false;

  const retry = () => {
    if (stopped) return;
    const delay = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
    failures += 1;
    timer = window.setTimeout(connect, delay);
  };

  async function connect() {
    if (stopped) return;
    let issued: string | null;
    try {
      issued = await ticket();
    } catch {
      retry();
      return;
    }
    if (stopped || issued === null) return;
    source = new EventSource(url(issued));
    source.addEventListener('ready', () => {
      failures = 0;
      onChange();
    });
    source.onmessage = (event) => {
      try {
        const data = JSON.parse(event.data as string) as { type?: string };
        if (data.type === type) onChange();
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
}
