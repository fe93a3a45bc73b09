import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReplies, EventsQuery, EventTicketReply, messages } from '@placement/contract';
import { unauthorized } from '../../lib/http-error';
import { type Actor, actor, authenticate } from '../../plugins/auth';
import { actorOfTicket, issueTicket, TICKET_SECONDS } from '../../services/live-events/event-tickets';
import { requireCollege } from '../../services/students/policy';
import { tagsOf } from '../doc-tags';
import { streamEvents } from './event-stream';

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
        await streamEvents(app, request, reply, { claimKey: user.id, topic: user.id, sessionId: session.id });
      },
    );
  };
}
