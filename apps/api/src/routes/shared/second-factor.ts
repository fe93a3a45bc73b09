import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorReplies,
  MessageReply,
  messages,
  OtpVerifyBody,
  QrReply,
  QrVerifyBody,
  type Role,
  SelectAuthBody,
  SelectAuthReply,
} from '@placement/contract';
import { badRequest } from '../../lib/http-error';
import { actor } from '../../plugins/auth';
import { assertTextSignIn, sendOtp, verifyOtp } from '../../services/account/otp';
import { audit, completeSecondFactor } from '../../services/account/sessions';
import { countFailures, limits, throttle, throttleKeys } from '../../services/account/throttles';
import { authenticatorSetup, chooseSecondFactor, verifyAuthenticatorCode } from '../../services/account/totp';
import { tagsOf } from '../doc-tags';

/** The second factor of a sign-in (authenticator app or text message) and its choice, for any role. */
export const secondFactorRoutes =
  (role: Role): FastifyPluginAsyncTypebox =>
  async (app) => {
    const halfAuthenticated = { roles: [role], secondFactor: true as const };
    const tags = tagsOf(role, 'sign-in');

    /** Only wrong codes count, so a lab's right ones spend nothing of its address's allowance. */
    const checkSecondFactor = (userId: string, ip: string, check: () => Promise<void>) => {
      const perAccount = throttleKeys.account('2fa', userId);
      return countFailures(
        app,
        [
          [perAccount, limits(app).secondFactorPerAccount],
          [throttleKeys.ip('2fa', ip), limits(app).secondFactorPerIp],
        ],
        check,
        [perAccount],
      );
    };

    app.get(
      '/qr',
      {
        config: { auth: halfAuthenticated },
        schema: {
          tags,
          summary: 'Authenticator app set-up (QR code)',
          description:
            'After the password step of a sign-in: the QR code and secret to add the account to an authenticator ' +
            'app, when the account has not set one up yet.',
          response: { 200: QrReply, ...ErrorReplies },
        },
      },
      (request) => authenticatorSetup(app, actor(request).user),
    );

    app.post(
      '/qr',
      {
        config: { auth: halfAuthenticated },
        schema: {
          tags,
          summary: 'Second factor: authenticator code',
          description:
            "Completes a sign-in with the authenticator app's current code; the session then reaches the whole " +
            'portal. 400 for a wrong code; 429 after too many wrong codes for the account or address.',
          body: QrVerifyBody,
          response: { 200: MessageReply, ...ErrorReplies },
        },
      },
      async (request) => {
        const { user, session } = actor(request);
        await checkSecondFactor(user.id, request.ip, () =>
          verifyAuthenticatorCode(app, user, request.body.token.trim()),
        );
        await completeSecondFactor(app, session);
        return { success: true, message: messages.verified };
      },
    );

    app.post(
      '/otp/send',
      {
        config: { auth: halfAuthenticated },
        schema: {
          tags,
          summary: 'Second factor: text a code',
          description:
            "Sends a one-time sign-in code to the account's phone number (when text messages are configured). " +
            '400 when they are not or the account has no phone; 429 when asked too often.',
          response: { 200: MessageReply, ...ErrorReplies },
        },
      },
      async (request) => {
        const { user } = actor(request);
        await throttle(app, [[throttleKeys.account('otp-send', user.id), limits(app).otpSendPerAccount]]);
        await sendOtp(app, user);
        return { success: true, message: 'A code has been sent to your phone' };
      },
    );

    app.post(
      '/otp/verify',
      {
        config: { auth: halfAuthenticated },
        schema: {
          tags,
          summary: 'Second factor: texted code',
          description:
            'Completes a sign-in with the code sent by text message. 400 for a wrong or expired code; 429 after ' +
            'too many wrong codes.',
          body: OtpVerifyBody,
          response: { 200: MessageReply, ...ErrorReplies },
        },
      },
      async (request) => {
        const { user, session } = actor(request);
        await checkSecondFactor(user.id, request.ip, () => verifyOtp(app, user.id, request.body.code.trim()));
        await completeSecondFactor(app, session);
        return { success: true, message: messages.verified };
      },
    );

    app.put(
      '/selectAuth',
      {
        config: { auth: { roles: [role] } },
        schema: {
          tags,
          summary: 'Choose the second factor',
          description:
            `A signed-in ${role} picks how later sign-ins are confirmed: authenticator app or text message. 400 ` +
            'for text messages when they are not configured or the profile has no phone number.',
          body: SelectAuthBody,
          response: { 200: SelectAuthReply, ...ErrorReplies },
        },
      },
      async (request) => {
        const { user } = actor(request);
        const { type } = request.body;
        if (type === 'otp') assertTextSignIn(app);
        if (type === 'otp' && !user.phoneNumber) {
          throw badRequest('Add a phone number to your profile to use text-message codes');
        }
        await chooseSecondFactor(app, user.id, type);
        await audit(app, user.id, 'auth.select', request.ip, { type });
        return { success: true as const, message: messages.authSwitched[type], college: { authType: type } };
      },
    );
  };
