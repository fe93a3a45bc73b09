import type { Db } from '@placement/db';
import { outbox } from '@placement/db';
import type { FastifyBaseLogger } from 'fastify';

/** A text-message gateway. The default keeps messages in the outbox and the log; a real one plugs in here. */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

export function createOutboxSms(db: Db, log: FastifyBaseLogger): SmsSender {
  return {
    async send(to, text) {
      await db.insert(outbox).values({ channel: 'sms', to, text });
      log.info({ to, text }, 'text message kept in the outbox (no SMS gateway configured)');
    },
  };
}
