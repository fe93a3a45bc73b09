import type { MailSearchBody, MailType } from '@placement/contract';
import { mailboxEntries, mails, users } from '@placement/db';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/http-error';
import { endOfKolkataDay, kolkataDate } from '../../lib/kolkata-date';
import { likeContains } from '../../lib/like';
import type { UserRow } from '../../plugins/auth';
import { copiesOf, type EntryRow, entriesFor, partyColumns } from './mailbox';
import { mailCollege } from './policy';
import { presentEntries, presentParty } from './presenters';

async function folderPage(
  app: FastifyInstance,
  ownerId: string,
  folder: MailType,
  filters: SQL | undefined,
  page: { skip: number; limit: number },
) {
  const { db } = app.deps;
  const where = and(eq(mailboxEntries.ownerId, ownerId), eq(mailboxEntries.folder, folder), filters);
  const rows = await db
    .select({ entry: mailboxEntries, mail: mails })
    .from(mailboxEntries)
    .innerJoin(mails, eq(mails.id, mailboxEntries.mailId))
    .innerJoin(users, eq(users.id, mails.senderId))
    .where(where)
    .orderBy(desc(mails.createdAt), desc(mails.id))
    .offset(page.skip)
    .limit(page.limit);
  const [total] = await db
    .select({ n: count() })
    .from(mailboxEntries)
    .innerJoin(mails, eq(mails.id, mailboxEntries.mailId))
    .innerJoin(users, eq(users.id, mails.senderId))
    .where(where);
  return { mails: await presentEntries(app, rows), total: total?.n ?? 0 };
}

async function bothFolders(
  app: FastifyInstance,
  reader: UserRow,
  filters: SQL | undefined,
  page: { skip: number; limit: number },
) {
  mailCollege(reader);
  const received = await folderPage(app, reader.id, 'received', filters, page);
  const sent = await folderPage(app, reader.id, 'sent', filters, page);
  return {
    emailsReceived: received.mails,
    emailsSent: sent.mails,
    total: received.total,
    totalSent: sent.total,
  };
}

/** Newest first, the same page of each folder. */
export function listMails(app: FastifyInstance, reader: UserRow, page: { skip: number; limit: number }) {
  return bothFolders(app, reader, undefined, page);
}

const WITHIN_DAYS: Record<string, number> = {
  '1 day': 1,
  '3 days': 3,
  '1 week': 7,
  '2 weeks': 14,
  '1 month': 31,
  '2 months': 62,
  '6 months': 183,
  '1 year': 366,
};

/** keyword in subject, body or sender; `from` in the sender; `date` ± `within` days (Asia/Kolkata). */
export function searchMails(app: FastifyInstance, reader: UserRow, body: MailSearchBody) {
  const filters: SQL[] = [];
  const senderMatches = (pattern: string) =>
    or(
      ilike(users.email, pattern),
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ) as SQL;
  const keyword = body.keyword?.trim();
  if (keyword) {
    const pattern = likeContains(keyword);
    filters.push(
      or(ilike(mails.subject, pattern), ilike(mails.body, pattern), senderMatches(pattern)) as SQL,
    );
  }
  const from = body.from?.trim();
  if (from) filters.push(senderMatches(likeContains(from)));
  const within = typeof body.within === 'number' ? body.within : (WITHIN_DAYS[body.within ?? ''] ?? 0);
  if (body.date || within > 0) {
    const day = body.date || kolkataDate();
    const start = new Date(`${day}T00:00:00+05:30`);
    if (Number.isNaN(start.getTime()) || kolkataDate(start) !== day) {
      throw badRequest('date must be a real day (YYYY-MM-DD)');
    }
    const end = endOfKolkataDay(start);
    filters.push(gte(mails.createdAt, new Date(start.getTime() - within * 86_400_000)));
    filters.push(lt(mails.createdAt, new Date(end.getTime() + 1 + within * 86_400_000)));
  }
  return bothFolders(app, reader, and(...filters), { skip: body.skip ?? 0, limit: body.limit ?? 20 });
}

/** One of the reader's mails and its thread (only the mails of the thread the reader holds), oldest first. */
export async function readMail(app: FastifyInstance, reader: UserRow, mailId: string, type?: MailType) {
  mailCollege(reader);
  const [own] = await presentEntries(app, await entriesFor(app, reader.id, [mailId], type));
  if (!own) throw notFound('Mail not found');
  const rows = await app.deps.db
    .select({ entry: mailboxEntries, mail: mails })
    .from(mailboxEntries)
    .innerJoin(mails, eq(mails.id, mailboxEntries.mailId))
    .where(and(eq(mailboxEntries.ownerId, reader.id), eq(mails.threadId, own.threadId)))
    .orderBy(asc(mails.createdAt), asc(mails.id));
  return { mail: own, thread: await presentEntries(app, rows) };
}

async function changeEntries(
  app: FastifyInstance,
  reader: UserRow,
  mailId: string,
  type: MailType | undefined,
  set: Partial<Pick<EntryRow, 'seen' | 'bookmarked'>>,
) {
  mailCollege(reader);
  const changed = await app.deps.db
    .update(mailboxEntries)
    .set(set)
    .where(copiesOf(mailboxEntries, reader.id, mailId, type))
    .returning({ id: mailboxEntries.id });
  if (changed.length === 0) throw notFound('Mail not found');
}

export const markSeen = (app: FastifyInstance, reader: UserRow, mailId: string, type?: MailType) =>
  changeEntries(app, reader, mailId, type, { seen: true });

export const setBookmark = (
  app: FastifyInstance,
  reader: UserRow,
  mailId: string,
  bookmarked: boolean,
  type?: MailType,
) => changeEntries(app, reader, mailId, type, { bookmarked });

/** Whom a student can write to: the staff of their college (fellow students are reached by address). */
export async function mailContacts(app: FastifyInstance, reader: UserRow) {
  const collegeId = mailCollege(reader);
  const staff = await app.deps.db
    .select(partyColumns)
    .from(users)
    .where(and(eq(users.collegeId, collegeId), eq(users.role, 'college')))
    .orderBy(asc(users.firstName));
  return staff.filter((s) => s.id !== reader.id).map(presentParty);
}
