import type { MailType } from '@placement/contract';
import { mailboxBin, mailboxEntries, mails } from '@placement/db';
import { count, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error';
import type { UserRow } from '../../plugins/auth';
import { removeUserFiles } from '../uploads/files';
import { copiesOf } from './mailbox';
import { mailCollege } from './policy';

/**
 * Deleting a mail moves the reader's copy into the bin, where "Undo" finds it again for MAIL_UNDO_MINUTES; the
 * sweeper then empties the bin, and a mail nobody holds any more goes with its unshared attachments.
 */
export const MAIL_UNDO_MINUTES = 10;
export const mailRestoreExpired = 'This mail can no longer be restored.';

/** Moves the reader's copy in one folder into the bin (SPEC §7 delete). */
export async function deleteMail(app: FastifyInstance, reader: UserRow, mailId: string, type: MailType) {
  mailCollege(reader);
  await app.deps.db.transaction(async (tx) => {
    const [entry] = await tx
      .delete(mailboxEntries)
      .where(copiesOf(mailboxEntries, reader.id, mailId, type))
      .returning();
    if (!entry) throw notFound('Mail not found');
    await tx.insert(mailboxBin).values(entry);
  });
}

/** Puts the reader's binned copies of a mail (in one folder, or in any) back where they were. */
export async function restoreMail(app: FastifyInstance, reader: UserRow, mailId: string, type?: MailType) {
  mailCollege(reader);
  await app.deps.db.transaction(async (tx) => {
    const binned = await tx
      .delete(mailboxBin)
      .where(copiesOf(mailboxBin, reader.id, mailId, type))
      .returning();
    if (binned.length === 0) throw notFound(mailRestoreExpired);
    await tx
      .insert(mailboxEntries)
      .values(binned.map(({ deletedAt: _deletedAt, ...entry }) => entry))
      .onConflictDoNothing();
  });
}

/** Empties the bin of what was deleted over MAIL_UNDO_MINUTES ago; returns how many copies went for good. */
export async function sweepMailBin(app: FastifyInstance, now = new Date()): Promise<number> {
  const { db } = app.deps;
  const cutoff = new Date(now.getTime() - MAIL_UNDO_MINUTES * 60_000);
  const gone = await db
    .delete(mailboxBin)
    .where(lt(mailboxBin.deletedAt, cutoff))
    .returning({ mailId: mailboxBin.mailId });
  for (const mailId of new Set(gone.map((g) => g.mailId))) await dropIfUnheld(app, mailId);
  return gone.length;
}

/** A mail no entry and no binned entry holds any more goes, with the attachments no other mail uses. */
async function dropIfUnheld(app: FastifyInstance, mailId: string) {
  const { db } = app.deps;
  const [held] = await db
    .select({ n: count() })
    .from(mailboxEntries)
    .where(eq(mailboxEntries.mailId, mailId));
  const [binned] = await db.select({ n: count() }).from(mailboxBin).where(eq(mailboxBin.mailId, mailId));
  if ((held?.n ?? 0) > 0 || (binned?.n ?? 0) > 0) return;
  const [mail] = await db.delete(mails).where(eq(mails.id, mailId)).returning();
  if (!mail) return;
  for (const fileId of mail.attachmentIds) {
    const [still] = await db
      .select({ id: mails.id })
      .from(mails)
      .where(sql`${fileId} = any(${mails.attachmentIds})`)
      .limit(1);
    if (!still) await removeUserFiles(app, mail.senderId, [fileId]);
  }
}
