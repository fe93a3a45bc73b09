import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthReply,
  ErrorReplies,
  LoginBody,
  MessageReply,
  type Role,
  SessionUser,
} from '@placement/contract';
import { Type } from 'typebox';
import { actor } from '../../plugins/auth';
import { revokeSession } from '../../services/shared/account/sessions';
import { presentSessionUser } from '../../services/shared/presenters';
import { loginHandler } from './login';
import { passwordRoutes } from './password';
import { secondFactorRoutes } from './second-factor';

/**
 * Sign-in for the college, company and admin portals: the student machinery, another role — sessions, the
 * second factor and password resets included.
 */
export function staffAuthRoutes(role: Exclude<Role, 'student'>): FastifyPluginAsyncTypebox {
  return async (app) => {
    await app.register(secondFactorRoutes(role));
    await app.register(passwordRoutes(role));

    app.post(
      '/login',
      {
        config: { auth: 'public' },
        schema: { body: LoginBody, response: { 200: AuthReply, ...ErrorReplies } },
      },
      loginHandler(app, role),
    );

    app.get(
      '/me',
      {
        config: { auth: { roles: [role] } },
        schema: {
          response: { 200: Type.Object({ success: Type.Literal(true), user: SessionUser }), ...ErrorReplies },
        },
      },
      async (request) => {
        const { user, session } = actor(request);
        return { success: true as const, user: presentSessionUser(user, session) };
      },
    );

    app.get(
      '/logout',
      {
        config: { auth: { roles: [role], secondFactor: true } },
        schema: { response: { 200: MessageReply, ...ErrorReplies } },
      },
      async (request) => {
        const { user, session } = actor(request);
        await revokeSession(app, user.id, session.id);
        return { success: true, message: 'Logged Out' };
      },
    );
  };
}
