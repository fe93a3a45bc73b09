import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddTimeBody,
  AnnounceBody,
  AnnouncementsReply,
  AnnounceReply,
  EndNowBody,
  ErrorReplies,
  Id,
  LiveActionReply,
  LiveBoardReply,
  PauseBody,
  ReopenBody,
  ResetBody,
  ResumeBody,
} from '@placement/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { forbidden } from '../../lib/http-error';
import { actor } from '../../plugins/auth';
import { type ActionInput, type Actor, type Target, takeAction } from '../../services/live/actions';
import { announce, announcementsOf } from '../../services/live/announcements';
import { liveBoard } from '../../services/live/board';
import { liveBoardStaff, liveScopeOf } from '../../services/live/policy';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';

const tags = tagsOf('college', 'tests');
const route = routesOf({ auth: liveBoardStaff }, tags, ErrorReplies);
/** what the action routes' bodies hold between them (each route's own schema checks its fields) */
type ActionBody = { students: Target[]; minutes?: number; reason?: string };
const params = Type.Object({ id: Id });
/** Ending or resetting a test is the college's call: an invigilator is let in to those routes only to be told so. */
async function refuseInvigilator(request: FastifyRequest) {
  if (actor(request).user.role === 'invigilator') {
    throw forbidden(
      'An invigilator cannot end or reset a test: pause the student and ask the college staff.',
      'INVIGILATOR_CANNOT_END',
    );
  }
}

/**
 * The member of staff or assigned invigilator acting on this test, within their scope, named as they are on
 * the attempt's log; 404 for a test of another college or not assigned to the invigilator.
 */
async function actorOf(app: FastifyInstance, request: FastifyRequest, assessmentId: string) {
  const { user } = actor(request);
  const scope = await liveScopeOf(app, user, assessmentId);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return { ...scope, userId: user.id, name } satisfies Actor;
}

const common =
  'Each student named comes with the `version` of their attempt the board showed: when someone else changed the ' +
  'attempt meanwhile, that student is refused with code STALE (the other action won) and the board should be ' +
  'refreshed. Every student gets a result of their own (ok, or a code and a reason) and each change is whole or ' +
  "not at all; each is a step on the attempt's log. 404 for an assessment of another college. An invigilator " +
  'assigned to the test may act too, on the students of their batch when the assignment names one (others ' +
  'are refused with code NOT_INVITED); 404 for a test not assigned to them.';

export const collegeLiveBoardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/assessments/:id/live',
    route({
      summary: 'The live board of a running test',
      description:
        'Every invited student with the status of their latest attempt (not started, on the test, paused, ' +
        'disconnected, finished with the reason in words), questions answered, time left on the server clock, ' +
        'when their page was last heard and their proctoring flags so far; counts for the header. ' +
        'Disconnected and flagged students come first. 404 for an assessment of another college.',
      params,
      response: { 200: LiveBoardReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await liveBoard(
        app,
        await liveScopeOf(app, actor(request).user, request.params.id),
        request.params.id,
      )),
    }),
  );

  const action = (
    path: string,
    body:
      | typeof AddTimeBody
      | typeof PauseBody
      | typeof ResumeBody
      | typeof EndNowBody
      | typeof ReopenBody
      | typeof ResetBody,
    summary: string,
    description: string,
    inputOf: (body: ActionBody) => ActionInput,
  ) =>
    app.post(
      `/assessments/:id/live/${path}`,
      {
        config: { auth: liveBoardStaff },
        // an invigilator hears why before their body is read
        ...(path === 'end' || path === 'reset' ? { preValidation: refuseInvigilator } : {}),
        schema: {
          tags,
          summary,
          description: `${description} ${common}`,
          params,
          body,
          response: { 200: LiveActionReply, ...ErrorReplies },
        },
      },
      async (request) => {
        const by = await actorOf(app, request, request.params.id);
        const input = inputOf(request.body as ActionBody);
        return {
          success: true as const,
          ...(await takeAction(app, by, request.params.id, (request.body as ActionBody).students, input)),
        };
      },
    );

  action(
    'add-time',
    AddTimeBody,
    'Add time for students',
    'Adds minutes (1 to 600) to the overall timer of students on the test (their screen shows it within 5 s) or ' +
      'not started yet (they get it when they start, past the window close if need be).',
    (b) => ({ action: 'add_time', minutes: b.minutes ?? 0 }),
  );
  action(
    'pause',
    PauseBody,
    'Pause students',
    "Stops the server's clocks (overall and per question) of students on the test; no answer is taken until " +
      'they are resumed, and their screen says who paused it.',
    (b) => ({ action: 'pause', reason: b.reason }),
  );
  action(
    'resume',
    ResumeBody,
    'Resume paused students',
    'Starts the clocks again: the deadlines move by the time the test was paused.',
    () => ({ action: 'resume' }),
  );
  action(
    'end',
    EndNowBody,
    'End the test of students now',
    'Ends and scores the attempts of students on the test, with the reason shown to the student and reviewers. ' +
      'College staff only: 403 (code INVIGILATOR_CANNOT_END) for an invigilator.',
    (b) => ({ action: 'end', reason: b.reason ?? '' }),
  );
  action(
    'reopen',
    ReopenBody,
    'Reopen ended attempts',
    'Reopens the ended attempts of students with the time they had left when they ended, or the minutes given ' +
      '(1 to 600); answers so far are kept and the student continues at the next unanswered question.',
    (b) => ({ action: 'reopen', minutes: b.minutes }),
  );

  action(
    'reset',
    ResetBody,
    'Reset the attempts of students',
    'Archives the latest attempt of each student (ended first if still running): it stays readable in review but ' +
      'counts in no result, export or analysis, and the student may start the test again from the beginning. ' +
      'College staff only: 403 (code INVIGILATOR_CANNOT_END) for an invigilator.',
    (b) => ({ action: 'reset', reason: b.reason ?? '' }),
  );

  app.get(
    '/assessments/:id/live/announcements',
    route({
      summary: 'Announcements of a test',
      description:
        'What was announced on the test, newest first, with how many students it was for and how many ' +
        'acknowledged it. An invigilator limited to a batch sees the announcements to everyone and those naming ' +
        "a student of their batch, counted over their batch's students. 404 for an assessment of another college.",
      params,
      response: { 200: AnnouncementsReply },
    }),
    async (request) => ({
      success: true as const,
      announcements: await announcementsOf(
        app,
        await liveScopeOf(app, actor(request).user, request.params.id),
        request.params.id,
      ),
    }),
  );

  app.post(
    '/assessments/:id/live/announcements',
    route({
      summary: 'Announce to the students of a test',
      description:
        'A message (up to 500 characters) to everyone invited to the test, or to the students named (400 when ' +
        'one of them is not invited; nothing is sent). It shows on their test screen within 5 s until they ' +
        'acknowledge it, and stays in a list they can reopen, after a reload too. 404 for an assessment of ' +
        'another college.',
      params,
      body: AnnounceBody,
      response: { 200: AnnounceReply },
    }),
    async (request) => {
      const announcement = await announce(
        app,
        await actorOf(app, request, request.params.id),
        request.params.id,
        request.body,
      );
      return {
        success: true as const,
        message:
          announcement.recipients === null
            ? 'Announced to everyone on the test'
            : `Announced to ${announcement.recipients} student${announcement.recipients === 1 ? '' : 's'}`,
        announcement,
      };
    },
  );
};
