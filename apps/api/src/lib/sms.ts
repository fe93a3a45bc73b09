import type { Db } from '@placement/db';
import { outbox } from '@placement/db';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from './http-error';
import { redact } from './secrets';

/** A text-message gateway. */
export interface SmsSender {
  /** `secrets`: the parts of the text (a sign-in code) that no stored or logged copy may hold */
  send(to: string, text: string, secrets?: string[]): Promise<void>;
}

/** The HTTP gateway at SMS_URL when set; otherwise the outbox (development only: see loadConfig). */
export function createSmsSender(db: Db, log: FastifyBaseLogger, options: { url?: string }): SmsSender {
  return options.url ? createGatewaySms(db, log, options.url) : createOutboxSms(db, log);
}

/**
 * Keeps messages in the outbox table, the only place a developer can read them; the log names the
 * recipient only, so a code never reaches it.
 */
function createOutboxSms(db: Db, log: FastifyBaseLogger): SmsSender {
  return {
    async send(to, text) {
      const [row] = await db.insert(outbox).values({ channel: 'sms', to, text }).returning({ id: outbox.id });
      log.info({ to, outboxId: row?.id }, 'text message kept in the outbox (SMS_URL unset)');
    },
  };
}

const smsFailed = () =>
  new HttpError(503, 'The text message could not be sent. Please try again in a minute.', 'SMS_FAILED');

/**
 * POSTs `{"to": "+91…", "text": "…"}` as JSON to the gateway; user and password in the URL become HTTP basic
 * authentication. Any 2xx counts as sent; the outbox keeps a redacted record.
 */
function createGatewaySms(db: Db, log: FastifyBaseLogger, url: string): SmsSender {
  const target = new URL(url);
  const authorization = target.username
    ? `Basic ${Buffer.from(`${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}`).toString('base64')}`
    : undefined;
  target.username = '';
  target.password = '';
  return {
    async send(to, text, secrets = []) {
      let status: number;
      try {
        const response = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
          body: JSON.stringify({ to, text }),
          signal: AbortSignal.timeout(10_000),
        });
        status = response.status;
        await response.body?.cancel();
      } catch (error) {
        log.warn({ to, err: error }, 'SMS gateway unreachable');
        throw smsFailed();
      }
      if (status < 200 || status > 299) {
        log.warn({ to, status }, 'SMS gateway refused a text message');
        throw smsFailed();
      }
      await db.insert(outbox).values({ channel: 'sms', to, text: redact(text, secrets), sentAt: new Date() });
      log.info({ to }, 'text message sent');
    },
  };
}
