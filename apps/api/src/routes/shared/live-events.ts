import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReplies, EventsQuery, EventTicketReply, messages } from '@placement/contract';
import { HttpError, unauthorized } from '../../lib/http-error';
import { type Actor, actor, authenticate } from '../../plugins/auth';
import {
  actorOfTicket,
  issueTicket,
  sessionAlive,
  TICKET_SECONDS,
} from '../../services/live-events/event-tickets';
import { STREAMS_PER_USER } from '../../services/live-events/live-events';
import { requireCollege } from '../../services/students/policy';
import { tagsOf } from '../doc-tags';

const HEARTBEAT_MS = 25_000;

/**
 * `POST …/inbox/events/ticket` and `GET …/inbox/events` (server-sent events) for one role's inbox. The
 * stream takes the auth-token header or, for EventSource, `?ticket=`; it sends `event: ready` once it
 * listens, then `data: {"type":"mail","mailId":…}` for each new mail of this user only.
 */
export function inboxEventRoutes(role: 'student' | 'college'): FastifyPluginAsyncTypebox {
  const rule = { roles: [role] };
  const tags = tagsOf(role, 'inbox');
  const inboxUser = (found: Actor) => {
    if (role === 'student') requireCollege(found.user);
    return found;
  };

  return async (app) => {
    app.post(
      '/events/ticket',
      {
        config: { auth: rule },
        schema: {
          tags,
          summary: 'Ticket for the live inbox stream',
          description:
            `For a signed-in ${role}: a short-lived single-use ticket to open GET …/inbox/events with EventSource, ` +
            'which cannot send the auth-token header.',
          response: { 200: EventTicketReply, ...ErrorReplies },
        },
      },
      async (request) => ({
        success: true as const,
        ticket: await issueTicket(app, inboxUser(actor(request))),
        expiresIn: TICKET_SECONDS,
      }),
    );

    app.get(
      '/events',
      // authenticated below: by header like any route, or by ticket, which the default check cannot read
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary: 'Live inbox events (server-sent events)',
          description:
            `A text/event-stream for a signed-in ${role} (auth-token header, or \`?ticket=\` from the ticket ` +
            'route): `event: ready` once it listens, then one `data: {"type":"mail","mailId":…}` per new mail of ' +
            'this account only. 401 without a session or a valid ticket; 429 past the open streams allowed per account.',
          querystring: EventsQuery,
          response: { ...ErrorReplies },
        },
      },
      async (request, reply) => {
        let found: Actor;
        if (request.headers['auth-token']) found = await authenticate(app, request, rule);
        else if (request.query.ticket) found = await actorOfTicket(app, request.query.ticket, role);
        else throw unauthorized(messages.loginRequired, 'LOGIN_REQUIRED');
        const { user, session } = inboxUser(found);
        const release = app.liveEvents.claimStream(user.id);
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
          unsubscribe = await app.liveEvents.subscribe(user.id, (event) => {
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
          sessionAlive(app, session.id)
            .then((alive) => (alive ? write(': ping\n\n') : end()))
            .catch(() => write(': ping\n\n'));
        }, HEARTBEAT_MS);
      },
    );
  };
}
