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
import { findUser, normaliseEmail } from '../../services/account/login';
import {
  assertNewPassword,
  resetPassword,
  sendResetLink,
  setPassword,
} from '../../services/account/password-reset';
import { countFailures, limits, throttle, throttleKeys } from '../../services/account/throttles';
import { tagsOf } from '../doc-tags';

/** Forgotten, reset and changed passwords, for any role; a reset link opens that role's reset page. */
export const passwordRoutes =
  (role: Role): FastifyPluginAsyncTypebox =>
  async (app) => {
    const tags = tagsOf(role, 'sign-in');
    app.post(
      '/password/forgotpassword',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary: 'Send a password reset link',
          description:
            `Public. Mails a single-use link to the ${role} reset page when the address has a ${role} account; ` +
            'the reply is the same either way, so it does not tell who has an account. 429 when an address or ' +
            'account asks too often.',
          body: ForgotPasswordBody,
          response: { 200: MessageReply, ...ErrorReplies },
        },
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
          tags,
          summary: 'Set a new password with a reset link',
          description:
            'Public. The token from the reset mail sets a new password (twice, matching) and signs out every session of ' +
            'the account. 400 for a used, expired or unknown token or a weak or mismatched password.',
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
        schema: {
          tags,
          summary: 'Change the password',
          description:
            `A signed-in ${role} changes the password with the old one; other sessions are signed out, this one ` +
            'stays. 400 for a wrong old password or a weak or mismatched new one; 429 after repeated wrong ones.',
          body: UpdatePasswordBody,
          response: { 200: MessageReply, ...ErrorReplies },
        },
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
