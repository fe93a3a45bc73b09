import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthReply, ErrorReplies, LoginBody, MessageReply, type Role } from '@placement/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actor } from '../../plugins/auth';
import { type Credentials, login } from '../../services/account/login';
import { clientInfo, revokeSession } from '../../services/account/sessions';
import { deviceCookie, deviceTokenOf } from '../../services/account/trusted-devices';
import { tagsOf } from '../doc-tags';

/** POST /api/<role>/login: signs in, and (re)sets the device cookie that makes this browser trusted. */
function loginHandler(app: FastifyInstance, role: Role) {
  return async (request: FastifyRequest<{ Body: Credentials & { ip?: string } }>, reply: FastifyReply) => {
    const { reply: signedIn, device } = await login(
      app,
      role,
      request.body,
      clientInfo(request, request.body.ip),
      deviceTokenOf(request),
    );
    reply.header('set-cookie', deviceCookie(device, app.deps.config.nodeEnv === 'production'));
    return signedIn;
  };
}

/**
 * POST /login and GET /logout of one role's portal, the same for every role; `refusal` says when a right
 * password still gets a 403 (the student's college refused, the organisation not approved yet).
 */
export function sessionRoutes(role: Role, refusal: string): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = tagsOf(role, 'sign-in');
    const holder = role === 'student' ? 'student' : 'account';

    app.post(
      '/login',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary: `Sign in (${role})`,
          description:
            `Public. E-mail and password (or a Google access token) of a ${role} account; the reply holds a ` +
            `session token, which waits for the second factor when the ${holder} has chosen one. 401 for wrong ` +
            `credentials, 403 ${refusal}; after too many failed attempts a 401 asks for the code e-mailed to the account (sent again as \`code\`).`,
          body: LoginBody,
          response: { 200: AuthReply, ...ErrorReplies },
        },
      },
      loginHandler(app, role),
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
