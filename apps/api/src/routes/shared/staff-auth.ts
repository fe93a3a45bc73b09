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
import { presentSessionUser } from '../../services/account/presenters';
import { revokeSession } from '../../services/account/sessions';
import { tagsOf } from '../doc-tags';
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
    const tags = tagsOf(role, 'sign-in');

    app.post(
      '/login',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary: `Sign in (${role})`,
          description:
            `Public. E-mail and password (or a Google access token) of a ${role} account; the reply holds a ` +
            'session token, which waits for the second factor when the account has chosen one. 401 for wrong ' +
            'credentials, 403 while the organisation awaits approval; after too many failed attempts a 401 asks for the code e-mailed to the account (sent again as `code`).',
          body: LoginBody,
          response: { 200: AuthReply, ...ErrorReplies },
        },
      },
      loginHandler(app, role),
    );

    app.get(
      '/me',
      {
        config: { auth: { roles: [role] } },
        schema: {
          tags,
          summary: 'The signed-in account',
          description: `The signed-in ${role}'s account: name, e-mail, college, second factor and whether this session passed it.`,
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
        schema: {
          tags,
          summary: 'Sign out',
          description:
            'Revokes this session (also one still waiting for its second factor); its token stops working.',
          response: { 200: MessageReply, ...ErrorReplies },
        },
      },
      async (request) => {
        const { user, session } = actor(request);
        await revokeSession(app, user.id, session.id);
        return { success: true, message: 'Logged Out' };
      },
    );
  };
}
