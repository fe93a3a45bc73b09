import type { FastifyInstance } from 'fastify';
import { hit } from '../../lib/throttle';
import type { UserRow } from '../../plugins/auth';
import { checkCode, issueCode } from './otp';
import { escapeHtml } from './password-reset';
import { limits, throttleKeys } from './throttles';

/**
 * Mails a fresh sign-in code to the account, in the background: the reply to a right password must not
 * take longer than the one to a wrong one. Past SIGN_IN_CODE_MAILS_PER_ACCOUNT an hour nothing more is
 * sent (and nothing said: a refusal would tell a guesser the password was right).
 */
export function mailSignInCode(app: FastifyInstance, user: UserRow): void {
  const send = async () => {
    const over = await hit(
      app.deps.db,
      throttleKeys.account('sign-in-code-mail', user.id),
      limits(app).signInCodeMailsPerAccount,
    );
    if (over > 0) {
      app.log.warn({ userId: user.id }, 'sign-in code not mailed: too many this hour');
      return;
    }
    const code = await issueCode(app, user.id, 'sign_in');
    const intro = `Someone, hopefully you, signed in to your Placement account with its password. Because of many wrong passwords tried recently, on this account or from your network, this sign-in needs this code as well. It works once and expires in 10 minutes.`;
    const warning = `If this was not you, your password may be known: change it after you sign in, or reset it from the sign-in page.`;
    await app.deps.mailer.send({
      to: user.email,
      subject: 'Your Placement sign-in code',
      text: `Hello ${user.firstName},\n\n${intro}\n\n${code}\n\n${warning}`,
      html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>${intro}</p><p style="font-size:1.5em;letter-spacing:0.2em"><b>${code}</b></p><p>${warning}</p>`,
      secrets: [code],
    });
  };
  send().catch((err: unknown) => app.log.error({ err }, 'sign-in code mail failed'));
}

/** Whether `code` is the account's live sign-in code; only a right password spends one of its tries. */
export function checkSignInCode(
  app: FastifyInstance,
  userId: string,
  code: string,
  passwordRight: boolean,
): Promise<boolean> {
  return checkCode(app, userId, code.trim(), 'sign_in', passwordRight);
}
