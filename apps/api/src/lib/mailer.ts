import type { Db } from '@placement/db';
import { outbox } from '@placement/db';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** SMTP when MAIL_URL is set; otherwise mail stays in the outbox table and the log, for a developer to read. */
export function createMailer(
  db: Db,
  log: FastifyBaseLogger,
  options: { url?: string; from: string },
): Mailer {
  const transport = options.url ? nodemailer.createTransport(withPool(options.url)) : null;
  return {
    async send(mail) {
      const [row] = await db
        .insert(outbox)
        .values({ channel: 'mail', to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
        .returning({ id: outbox.id });
      if (!transport) {
        log.info(
          { to: mail.to, subject: mail.subject, text: mail.text },
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
