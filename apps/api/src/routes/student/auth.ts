import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthReply,
  ErrorReplies,
  InviteQuery,
  InviteReply,
  LoggedInUsersReply,
  LoginBody,
  MeQuery,
  MeReply,
  MessageReply,
  RegisterBody,
} from '@placement/contract';
import { Type } from 'typebox';
import { notFound } from '../../lib/http-error';
import { actor } from '../../plugins/auth';
import { clientInfo, hideSession, listSessions, revokeSession } from '../../services/shared/account/sessions';
import { presentSessionUser } from '../../services/shared/presenters';
import { fullStudentProfile } from '../../services/student/profile';
import { checkInvite, registerIndependent, registerWithInvite } from '../../services/student/registration';
import { loginHandler } from '../shared/login';

const student = { roles: ['student' as const] };
const SessionIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

export const studentAuthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    {
      config: { auth: 'public' },
      schema: { body: LoginBody, response: { 200: AuthReply, ...ErrorReplies } },
    },
    loginHandler(app, 'student'),
  );

  app.get(
    '/check/invite',
    {
      config: { auth: 'public' },
      schema: { querystring: InviteQuery, response: { 200: InviteReply, ...ErrorReplies } },
    },
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
    {
      config: { auth: 'public' },
      schema: { querystring: InviteQuery, body: RegisterBody, response: { 200: AuthReply, ...ErrorReplies } },
    },
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
    {
      config: { auth: 'public' },
      schema: { body: RegisterBody, response: { 200: AuthReply, ...ErrorReplies } },
    },
    (request) => registerIndependent(app, request.body, clientInfo(request, request.body.ip)),
  );

  app.get(
    '/me',
    {
      config: { auth: student },
      schema: {
        querystring: MeQuery,
        response: { 200: MeReply, ...ErrorReplies },
      },
    },
    async (request) => {
      const { user, session } = actor(request);
      const basic = presentSessionUser(user, session);
      if (!request.query.getAll) return { success: true as const, student: basic };
      return { success: true as const, student: { ...(await fullStudentProfile(app, user.id)), ...basic } };
    },
  );

  app.get(
    '/logout',
    {
      config: { auth: { ...student, secondFactor: true } },
      schema: { response: { 200: MessageReply, ...ErrorReplies } },
    },
    async (request) => {
      const { user, session } = actor(request);
      await revokeSession(app, user.id, session.id);
      return { success: true, message: 'Logged Out' };
    },
  );

  app.get(
    '/loggedin/users',
    { config: { auth: student }, schema: { response: { 200: LoggedInUsersReply, ...ErrorReplies } } },
    async (request) => {
      const { user, session } = actor(request);
      return { success: true as const, loggedInUsers: await listSessions(app, user.id, session.id) };
    },
  );

  app.post(
    '/logout/user/:id',
    {
      config: { auth: student },
      schema: { params: SessionIdParams, response: { 200: LoggedInUsersReply, ...ErrorReplies } },
    },
    async (request) => {
      const { user, session } = actor(request);
      if (!(await revokeSession(app, user.id, request.params.id))) throw notFound('Session not found');
      return { success: true as const, loggedInUsers: await listSessions(app, user.id, session.id) };
    },
  );

  app.post(
    '/remove/logout/user/:id',
    {
      config: { auth: student },
      schema: { params: SessionIdParams, response: { 200: LoggedInUsersReply, ...ErrorReplies } },
    },
    async (request) => {
      const { user, session } = actor(request);
      if (!(await hideSession(app, user.id, request.params.id))) throw notFound('Session not found');
      return { success: true as const, loggedInUsers: await listSessions(app, user.id, session.id) };
    },
  );
};
