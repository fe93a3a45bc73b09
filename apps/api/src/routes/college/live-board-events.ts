import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReplies, EventsQuery, EventTicketReply, Id, messages } from '@placement/contract';
import { Type } from 'typebox';
import { unauthorized } from '../../lib/http-error';
import { type Actor, actor, authenticate } from '../../plugins/auth';
import { boardTopic } from '../../services/live/board-signals';
import { liveBoardStaff, mayWatchBoard } from '../../services/live/policy';
import { actorOfTicket, issueTicket, TICKET_SECONDS } from '../../services/live-events/event-tickets';
import { tagsOf } from '../doc-tags';
import { streamEvents } from '../shared/event-stream';

const tags = tagsOf('college', 'tests');
const params = Type.Object({ id: Id });

/**
 * `POST …/live/events/ticket` and `GET …/live/events`: the live board's push. The stream says only that
 * something the board shows changed (`{"type":"board"}`); the board then refetches GET …/live, which applies
 * the caller's scope (an invigilator's batch) as always.
 */
export const collegeLiveBoardEventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/assessments/:id/live/events/ticket',
    {
      config: { auth: liveBoardStaff },
      schema: {
        tags,
        summary: 'Ticket for the live board stream',
        description:
          "For whoever may read the test's live board (the college's staff, an invigilator assigned to it): a " +
          'short-lived single-use ticket to open GET …/live/events with EventSource, which cannot send the ' +
          'auth-token header. The ticket opens that test’s stream only. 404 for a test of another college or not ' +
          'assigned to the invigilator.',
        params,
        response: { 200: EventTicketReply, ...ErrorReplies },
      },
    },
    async (request) => {
      const found = actor(request);
      await mayWatchBoard(app, found.user, request.params.id);
      return {
        success: true as const,
        ticket: await issueTicket(app, found, boardTopic(request.params.id)),
        expiresIn: TICKET_SECONDS,
      };
    },
  );

  app.get(
    '/assessments/:id/live/events',
    // authenticated below: by header like any route, or by ticket, which the default check cannot read
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Live board events (server-sent events)',
        description:
          'A text/event-stream for whoever may read the live board (auth-token header, or `?ticket=` from the ' +
          'ticket route): `event: ready` once it listens, then `data: {"type":"board"}` within about a second of ' +
          'anything the board shows changing (a start, an answer, an end, a proctoring step, a staff action or ' +
          'announcement, a page heard again after a silence), at most about twice a second; no student data. ' +
          'Refetch the board on each. 401 without a session or a valid ticket; 403 for another role; 404 for a ' +
          'test of another college or not assigned to the invigilator; 429 past the open streams allowed per account.',
        params,
        querystring: EventsQuery,
        response: { ...ErrorReplies },
      },
    },
    async (request, reply) => {
      const topic = boardTopic(request.params.id);
      let found: Actor;
      if (request.headers['auth-token']) found = await authenticate(app, request, liveBoardStaff);
      else if (request.query.ticket)
        found = await actorOfTicket(app, request.query.ticket, liveBoardStaff.roles, topic);
      else throw unauthorized(messages.loginRequired, 'LOGIN_REQUIRED');
      await mayWatchBoard(app, found.user, request.params.id);
      const { user, session } = found;
      // board streams have places of their own: an open inbox stream does not count against them
      await streamEvents(app, request, reply, { claimKey: `${user.id}:board`, topic, sessionId: session.id });
    },
  );
};
