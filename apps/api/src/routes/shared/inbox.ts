import type { Static, TSchema, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AttachmentsReply,
  ErrorReplies,
  type Mail,
  MailIdParams,
  MailSearchBody,
  MailsReply,
  MailTypeQuery,
  MessageReply,
  PageQuery,
  ReplyMailBody,
  SentReply,
  ThreadReply,
} from '@placement/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actor, type RouteAuth, type UserRow } from '../../plugins/auth';
import { restoreMail } from '../../services/inbox/mail-bin';
import { sentReply } from '../../services/inbox/presenters';
import { listMails, markSeen, readMail, searchMails, setBookmark } from '../../services/inbox/reading';
import { replyToMail, uploadAttachments, uploadLimits } from '../../services/inbox/sending';
import { readMultipart } from '../../services/uploads/uploads';
import { routesOf } from '../route-options';

export interface InboxPortal {
  auth: Exclude<RouteAuth, 'public' | 'anyone'>;
  /** where the portal lists its mail (the spec names it differently for students and colleges) */
  listPath: string;
  /** refuses a caller who may not use this inbox; runs before a body is read */
  admit(request: FastifyRequest): void;
  /** the portal's inbox group in /api/docs */
  tags: string[];
  /** how the portal sends a new mail (the spec names the path and the body differently for each) */
  newMail: SendingRoute<TSchema>;
}

/** A route that sends a mail and answers the sender's copy: a portal's new mail, or a reply. */
export interface SendingRoute<Body extends TSchema> {
  path: string;
  summary: string;
  description: string;
  body: Body;
  send(app: FastifyInstance, sender: UserRow, body: Static<Body>): Promise<Mail>;
}

const ok = (message: string) => ({ success: true, message });
const MailParams = { params: MailIdParams, querystring: MailTypeQuery };

/**
 * The inbox routes every portal shares (list, search, read, reply, attachments, bookmarks, restore, seen), added to
 * the portal's own plugin so that its admission check covers the portal's own inbox routes too.
 */
export function addInboxRoutes(fastify: FastifyInstance, portal: InboxPortal): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const route = routesOf({ auth: portal.auth }, portal.tags, ErrorReplies);
  app.addHook('onRequest', async (request) => portal.admit(request));

  app.get(
    portal.listPath,
    route({
      summary: 'List mail',
      description:
        "A page of the caller's received and sent mail, newest first (`skip`, `limit` up to 100), with the totals.",
      querystring: PageQuery,
      response: { 200: MailsReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await listMails(app, actor(request).user, request.query)),
    }),
  );

  app.post(
    '/search',
    route({
      summary: 'Search mail',
      description:
        "Searches the caller's mail by keyword, sender and a day (± some days, in Asia/Kolkata); 400 for a bad date.",
      body: MailSearchBody,
      response: { 200: MailsReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await searchMails(app, actor(request).user, request.body)),
    }),
  );

  app.get(
    '/mail/:id',
    route({
      summary: 'Read a mail and its thread',
      description:
        "One of the caller's mails (received or sent, by `type`) with its replies and attachments; 404 for a mail " +
        'the caller does not hold.',
      ...MailParams,
      response: { 200: ThreadReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await readMail(app, actor(request).user, request.params.id, request.query.type)),
    }),
  );

  const sending = <Body extends TSchema>({ path, summary, description, body, send }: SendingRoute<Body>) =>
    app.post(path, route({ summary, description, body, response: { 200: SentReply } }), async (request) =>
      sentReply(await send(app, actor(request).user, request.body as Static<Body>)),
    );
  sending(portal.newMail);
  sending({
    path: '/reply',
    summary: 'Reply to a mail',
    description:
      'Replies in the thread of a mail the caller holds, with attachments uploaded first through …/file; the ' +
      'other party gets it in their inbox (and a live event). 404 for a mail the caller does not hold.',
    body: ReplyMailBody,
    send: replyToMail,
  });

  app.post(
    '/file',
    route({
      summary: 'Upload mail attachments',
      description:
        'Multipart upload of up to 5 files of at most 5 MB each, to attach to a mail or reply sent next; ' +
        '413 for a file too large; 400 without files or when unsent attachments would pass the quota.',
      response: { 200: AttachmentsReply },
    }),
    async (request) => {
      const { files } = await readMultipart(request, uploadLimits);
      return {
        success: true as const,
        attachments: await uploadAttachments(app, actor(request).user, files),
      };
    },
  );

  for (const [method, bookmarked, message] of [
    ['POST', true, 'Bookmarked'],
    ['DELETE', false, 'Bookmark removed'],
  ] as const) {
    app.route({
      method,
      url: '/bookmark/:id',
      ...route({
        summary: bookmarked ? 'Bookmark a mail' : 'Remove a bookmark',
        description: `${bookmarked ? 'Marks' : 'Unmarks'} one of the caller's mails as bookmarked; 404 for a mail the caller does not hold.`,
        ...MailParams,
        response: { 200: MessageReply },
      }),
      handler: async (request) => {
        await setBookmark(app, actor(request).user, request.params.id, bookmarked, request.query.type);
        return ok(message);
      },
    });
  }

  // Undo of a delete: the reader's copies of the mail come back from the bin (in one folder, or all).
  app.post(
    '/restore/:id',
    route({
      summary: 'Undo a delete',
      description:
        "Brings the caller's deleted copies of a mail back from the bin (one folder by `type`, or all) while the " +
        'bin still holds them; 404 once it does not.',
      ...MailParams,
      response: { 200: MessageReply },
    }),
    async (request) => {
      await restoreMail(app, actor(request).user, request.params.id, request.query.type);
      return ok('Mail restored');
    },
  );

  app.put(
    '/seen/:id',
    route({
      summary: 'Mark a mail as read',
      description: "Marks one of the caller's mails as seen; 404 for a mail the caller does not hold.",
      ...MailParams,
      response: { 200: MessageReply },
    }),
    async (request) => {
      await markSeen(app, actor(request).user, request.params.id, request.query.type);
      return ok('Marked as seen');
    },
  );
}
