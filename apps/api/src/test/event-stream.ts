/** Server-sent events as a browser reads them, for tests: app.inject cannot read a stream that never ends. */

export interface Stream {
  status: number;
  contentType: string | null;
  events: { event: string; data: string }[];
  waitFor(match: (e: { event: string; data: string }) => boolean, ms?: number): Promise<boolean>;
  /** whether the server has ended the stream */
  ended(): boolean;
  close(): void;
}

/** Opens a real server-sent events stream on a listening server (`base`) and collects what arrives. */
export async function readStream(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${base}${path}`, { headers, signal: controller.signal });
  const events: { event: string; data: string }[] = [];
  const waiter: { wake?: () => void } = {};
  let ended = false;
  if (response.ok && response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) {
            ended = true;
            break;
          }
          buffer += decoder.decode(value, { stream: true });
          let at = buffer.indexOf('\n\n');
          while (at >= 0) {
            const block = buffer.slice(0, at);
            buffer = buffer.slice(at + 2);
            let event = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('data: ')) data.push(line.slice(6));
            }
            if (data.length > 0) events.push({ event, data: data.join('\n') });
            waiter.wake?.();
            at = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // aborted
      }
    })();
  }
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    async waitFor(match, ms = 3000) {
      const deadline = Date.now() + ms;
      while (!events.some(match)) {
        const left = deadline - Date.now();
        if (left <= 0) return false;
        await new Promise<void>((resolve) => {
          waiter.wake = resolve;
          setTimeout(resolve, Math.min(left, 50));
        });
      }
      return true;
    },
    ended: () => ended,
    close: () => controller.abort(),
  };
}
