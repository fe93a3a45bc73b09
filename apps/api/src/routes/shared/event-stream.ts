import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { sessionAlive } from '../../services/live-events/event-tickets';
import { STREAMS_PER_USER } from '../../services/live-events/live-events';

const HEARTBEAT_MS = 25_000;

export interface StreamOf {
  /** whose places it takes (STREAMS_PER_USER per key and process) */
  claimKey: string;
  /** the user id or topic whose events it carries */
  topic: string;
  /** the session behind it: the stream ends with it (checked on every heartbeat) */
  sessionId: string;
}

/**
 * Answers the request with a text/event-stream of `topic`'s live events: `event: ready` once it listens (a
 * page refetches then: it may have missed something while it was away), then one `data:` line per event, and
 * a comment every 25 s. 429 past the open streams allowed for `claimKey`.
 */
export async function streamEvents(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { claimKey, topic, sessionId }: StreamOf,
): Promise<void> {
  const release = app.liveEvents.claimStream(claimKey);
  if (!release) {
    throw new HttpError(
      429,
      `At most ${STREAMS_PER_USER} live connections may be open for one account. Close other tabs of the portal and try again.`,
      'TOO_MANY_STREAMS',
    );
  }

  reply.hijack();
  const raw = reply.raw;
  const set = Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined);
  raw.writeHead(200, {
    ...(Object.fromEntries(set) as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // the socket is not reused after a stream, so closing the server never waits on it
    connection: 'close',
    'x-accel-buffering': 'no',
  });
  const write = (chunk: string) => {
    if (!raw.writableEnded) raw.write(chunk);
  };

  let unsubscribe: (() => void) | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  const end = () => {
    release();
    app.liveEvents.streams.delete(end);
    if (heartbeat) clearInterval(heartbeat);
    unsubscribe?.();
    unsubscribe = null;
    if (!raw.writableEnded) raw.end();
  };
  app.liveEvents.streams.add(end);
  // the response closes when the client goes away (the request's own 'close' fires once it is read)
  raw.on('close', end);

  try {
    unsubscribe = await app.liveEvents.subscribe(topic, (event) => {
      write(`data: ${JSON.stringify(event)}\n\n`);
    });
  } catch (error) {
    request.log.warn({ err: error }, 'live events unavailable');
    end();
    return;
  }
  if (raw.writableEnded) {
    end();
    return;
  }
  write('retry: 3000\nevent: ready\ndata: {}\n\n');
  heartbeat = setInterval(() => {
    sessionAlive(app, sessionId)
      .then((alive) => (alive ? write(': ping\n\n') : end()))
      .catch(() => write(': ping\n\n'));
  }, HEARTBEAT_MS);
}
