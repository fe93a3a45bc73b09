import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthReply,
  ErrorReplies,
  InviteQuery,
  InviteReply,
  LoggedInUsersReply,
  MeQuery,
  MeReply,
  RegisterBody,
} from '@placement/contract';
import { Type } from 'typebox';
import { notFound } from '../../lib/http-error';
import { actor } from '../../plugins/auth';
import { presentSessionUser } from '../../services/account/presenters';
import { clientInfo, hideSession, listSessions, revokeSession } from '../../services/account/sessions';
import { fullStudentProfile } from '../../services/profile/profile';
import { checkInvite, registerIndependent, registerWithInvite } from '../../services/students/registration';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';
import { sessionRoutes } from '../shared/login';

const tags = tagsOf('student', 'sign-in');

const student = { roles: ['student' as const] };
const SessionIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

const publicRoute = routesOf({ auth: 'public' }, tags, ErrorReplies);
const studentRoute = routesOf({ auth: student }, tags, ErrorReplies);

export const studentAuthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(sessionRoutes('student', "when the student's college was refused"));

  app.get(
    '/check/invite',
    publicRoute({
      summary: "Check a college's invite link",
      description:
        'Public. Before registering: the college and the e-mail address an invite link was sent for. 404 for an ' +
        'unknown link, 400 for a used or expired one, 403 when the college was refused.',
      querystring: InviteQuery,
      response: { 200: InviteReply },
    }),
    async (request) => {
      const { invite, college } = await checkInvite(app, request.query.CollegeId, request.query.inviteLink);
      return {
        success: true as const,
        college: { _id: college.id, name: college.name },
        email: invite.email,
      };
    },
  );

  app.post(
    '/register',
    publicRoute({
      summary: 'Register with a college invite',
      description:
        "Public. Creates a student of the invite's college with the invited e-mail address and signs them in; " +
        'the invite is used up. 400 for a used, expired or other-address invite or a missing field, 409 when ' +
        'the e-mail already has an account.',
      querystring: InviteQuery,
      body: RegisterBody,
      response: { 200: AuthReply },
    }),
    (request) =>
      registerWithInvite(
        app,
        request.query.CollegeId,
        request.query.inviteLink,
        request.body,
        clientInfo(request, request.body.ip),
      ),
  );

  app.post(
    '/internx-student-register',
    publicRoute({
      summary: 'Register without a college',
      description:
        'Public. Creates a student who belongs to no college yet and signs them in. 400 for a missing field, ' +
        '409 when the e-mail already has an account.',
      body: RegisterBody,
      response: { 200: AuthReply },
    }),
    (request) => registerIndependent(app, request.body, clientInfo(request, request.body.ip)),
  );

  app.get(
    '/me',
    studentRoute({
      summary: 'The signed-in student',
      description:
        "The signed-in student's account and session; with `getAll` the whole profile as well (education, " +
        'skills, links, CVs).',
      querystring: MeQuery,
      response: { 200: MeReply },
    }),
    async (request) => {
      const { user, session } = actor(request);
      const basic = presentSessionUser(user, session);
      if (!request.query.getAll) return { success: true as const, student: basic };
      return { success: true as const, student: { ...(await fullStudentProfile(app, user.id)), ...basic } };
    },
  );

  app.get(
    '/loggedin/users',
    studentRoute({
      summary: "The student's sessions",
      description:
        "Where the student is signed in: each session's device, address and times, the current one marked.",
      response: { 200: LoggedInUsersReply },
    }),
    async (request) => {
      const { user, session } = actor(request);
      return { success: true as const, loggedInUsers: await listSessions(app, user.id, session.id) };
    },
  );

  app.post(
    '/logout/user/:id',
    studentRoute({
      summary: 'Sign out another session',
      description:
        "Revokes one of the student's own sessions (another device); answers the updated list. 404 for a " +
        'session that is not theirs.',
      params: SessionIdParams,
      response: { 200: LoggedInUsersReply },
    }),
    async (request) => {
      const { user, session } = actor(request);
      if (!(await revokeSession(app, user.id, request.params.id))) throw notFound('Session not found');
      return { success: true as const, loggedInUsers: await listSessions(app, user.id, session.id) };
    },
  );

  app.post(
    '/remove/logout/user/:id',
    studentRoute({
      summary: 'Remove a session from the list',
      description:
        "Drops one of the student's sessions from the activity list, revoking it first if still live; answers " +
        'the updated list. 404 for a session that is not theirs.',
      params: SessionIdParams,
      response: { 200: LoggedInUsersReply },
    }),
    async (request) => {
      const { user, session } = actor(request);
      if (!(await hideSession(app, user.id, request.params.id))) throw notFound('Session not found');
      return { success: true as const, loggedInUsers: await listSessions(app, user.id, session.id) };
    },
  );
};
