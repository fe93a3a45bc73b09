import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReplies, type Role, SessionUser } from '@placement/contract';
import { Type } from 'typebox';
import { actor } from '../../plugins/auth';
import { presentSessionUser } from '../../services/account/presenters';
import { tagsOf } from '../doc-tags';
import { sessionRoutes } from './login';
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
    await app.register(sessionRoutes(role, 'while the organisation awaits approval'));
    const tags = tagsOf(role, 'sign-in');

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
  };
}
