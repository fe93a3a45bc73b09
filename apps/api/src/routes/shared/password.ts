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
import { Type } from 'typebox';
import { badRequest } from '../../lib/http-error';
import { checkPassword } from '../../lib/passwords';
import { actor } from '../../plugins/auth';
import { findUser, normaliseEmail } from '../../services/shared/account/login';
import {
  assertNewPassword,
  resetPassword,
  sendResetLink,
  setPassword,
} from '../../services/shared/account/password-reset';
import { countFailures, limits, throttle, throttleKeys } from '../../services/shared/account/throttles';

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
          [throttleKeys.ip('forgot', request.ip), limits(app).forgotPerIp],
          [throttleKeys.account('forgot', email), limits(app).forgotPerAccount],
        ]);
        // One reply for every well-formed address, sent before the mail goes out, so neither the words
        // nor the time taken tell whether the address has an account.
        const user = await findUser(app, role, email);
        if (user) {
          const page = role === 'student' ? '/password/reset' : `/${role}/password/reset`;
          sendResetLink(app, user, page).catch((err: unknown) =>
            request.log.error({ err }, 'password reset mail failed'),
          );
        }
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
        const perAccount = throttleKeys.account('password-change', user.id);
        await countFailures(
          app,
          [[perAccount, limits(app).passwordChangePerAccount]],
          async () => {
            if (!(await checkPassword(user.passwordHash, request.body.oldPassword))) {
              throw badRequest('Old password is incorrect', 'WRONG_PASSWORD');
            }
          },
          [perAccount],
        );
        assertNewPassword(request.body.newPassword, request.body.confirmPassword);
        await setPassword(app, user.id, request.body.newPassword, {
          action: 'password.update',
          ip: request.ip,
          keepSession: session.id,
        });
        return { success: true, message: messages.passwordUpdated };
      },
    );
  };
