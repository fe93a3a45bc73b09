import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorReplies,
  ForgotPasswordBody,
  MessageReply,
  messages,
  ResetPasswordBody,
  type Role,
  UpdatePasswordBody,
} from '@placement/contract';
import { users } from '@placement/db';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { badRequest, notFound } from '../../lib/http-error';
import { checkPassword, hashPassword } from '../../lib/passwords';
import { actor } from '../../plugins/auth';
import { findUser, normaliseEmail } from '../../services/login';
import { assertNewPassword, resetPassword, sendResetLink } from '../../services/password-reset';
import { audit, revokeOtherSessions } from '../../services/sessions';
import { limits, throttle } from '../../services/throttles';

/** Forgotten, reset and changed passwords, for any role; a reset link opens that role's reset page. */
export const passwordRoutes =
  (role: Role): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/password/forgotpassword',
      {
        config: { auth: 'public' },
        schema: { body: ForgotPasswordBody, response: { 200: MessageReply, ...ErrorReplies } },
      },
      async (request) => {
        const email = normaliseEmail(request.body.email);
        await throttle(app, [
          [`forgot:ip:${request.ip}`, limits.forgotPerIp],
          [`forgot:account:${email}`, limits.forgotPerAccount],
        ]);
        const user = await findUser(app, role, email);
        if (!user) throw notFound(messages.invalidEmail);
        await sendResetLink(app, user, role === 'student' ? '/password/reset' : `/${role}/password/reset`);
        return { success: true, message: messages.resetLinkSent };
      },
    );

    app.put(
      '/password/reset/:token',
      {
        config: { auth: 'public' },
        schema: {
          params: Type.Object({ token: Type.String({ minLength: 10, maxLength: 128 }) }),
          body: ResetPasswordBody,
          response: { 200: MessageReply, ...ErrorReplies },
        },
      },
      async (request) => {
        assertNewPassword(request.body.password, request.body.confirmPassword);
        await resetPassword(app, role, request.params.token, request.body.password, request.ip);
        return { success: true, message: messages.passwordChanged };
      },
    );

    app.put(
      '/password/update',
      {
        config: { auth: { roles: [role] } },
        schema: { body: UpdatePasswordBody, response: { 200: MessageReply, ...ErrorReplies } },
      },
      async (request) => {
        const { user, session } = actor(request);
        if (!(await checkPassword(user.passwordHash, request.body.oldPassword))) {
          throw badRequest('Old password is incorrect', 'WRONG_PASSWORD');
        }
        assertNewPassword(request.body.newPassword, request.body.confirmPassword);
        await app.deps.db
          .update(users)
          .set({ passwordHash: await hashPassword(request.body.newPassword) })
          .where(eq(users.id, user.id));
        await revokeOtherSessions(app, user.id, session.id);
        await audit(app, user.id, 'password.update', request.ip);
        return { success: true, message: messages.passwordUpdated };
      },
    );
  };
