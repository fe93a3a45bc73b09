import type { Db } from '@placement/db';
import { outbox } from '@placement/db';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { redact } from './secrets';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** values in the mail (a reset or invite token) that no stored or logged copy may hold */
  secrets?: string[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * SMTP when MAIL_URL is set, keeping a redacted copy in the outbox table; otherwise the outbox is the delivery
 * channel and keeps the mail whole, for a developer to read there. The log names the recipient and subject
 * only: a code or a link in a mail never reaches it, in any mode.
 */
export function createMailer(
  db: Db,
  log: FastifyBaseLogger,
  options: { url?: string; from: string },
): Mailer {
  const transport = options.url ? nodemailer.createTransport(withPool(options.url)) : null;
  return {
    async send({ secrets = [], ...mail }) {
      const kept = transport
        ? { ...mail, text: redact(mail.text, secrets), html: mail.html && redact(mail.html, secrets) }
        : mail;
      const [row] = await db
        .insert(outbox)
        .values({ channel: 'mail', to: kept.to, subject: kept.subject, text: kept.text, html: kept.html })
        .returning({ id: outbox.id });
      if (!transport) {
        log.info(
          { to: mail.to, subject: mail.subject, outboxId: row?.id },
          'mail kept in the outbox (MAIL_URL unset)',
        );
        return;
      }
      await transport.sendMail({ from: options.from, ...mail });
      log.info({ to: mail.to, subject: mail.subject, outboxId: row?.id }, 'mail sent');
    },
    close() {
      transport?.close();
    },
  };
}

function withPool(url: string): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('pool')) parsed.searchParams.set('pool', 'true');
  return parsed.toString();
}
