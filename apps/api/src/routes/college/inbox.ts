import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AttachmentsReply,
  CollegeSendMailBody,
  ErrorReplies,
  MailIdParams,
  MailSearchBody,
  MailsReply,
  MailTypeQuery,
  MessageReply,
  PageQuery,
  portalMessages,
  ReplyMailBody,
  SentReply,
  ThreadReply,
} from '@placement/contract';
import { actor } from '../../plugins/auth';
import { deleteOwnCopies, sendCollegeMail } from '../../services/college/inbox';
import { collegeStaff, staffOf } from '../../services/college/staff';
import {
  listMails,
  markSeen,
  readMail,
  replyToMail,
  searchMails,
  setBookmark,
  uploadAttachments,
  uploadLimits,
} from '../../services/shared/inbox';
import { readMultipart } from '../../services/shared/uploads';

const ok = (message: string) => ({ success: true, message });
const auth = collegeStaff;

/** /api/college/inbox/* (SPEC §7 "College inbox"): the student inbox's services, for college staff. */
export const collegeInboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // staff of a college only; checked before a body is read
  app.addHook('onRequest', async (request) => {
    staffOf(request);
  });

  app.get(
    '/Mail',
    { config: { auth }, schema: { querystring: PageQuery, response: { 200: MailsReply, ...ErrorReplies } } },
    async (request) => ({
      success: true as const,
      ...(await listMails(app, actor(request).user, request.query)),
    }),
  );

  app.post(
    '/search',
    { config: { auth }, schema: { body: MailSearchBody, response: { 200: MailsReply, ...ErrorReplies } } },
    async (request) => ({
      success: true as const,
      ...(await searchMails(app, actor(request).user, request.body)),
    }),
  );

  app.get(
    '/mail/:id',
    {
      config: { auth },
      schema: {
        params: MailIdParams,
        querystring: MailTypeQuery,
        response: { 200: ThreadReply, ...ErrorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await readMail(app, actor(request).user, request.params.id, request.query.type)),
    }),
  );

  app.post(
    '/sendMail/college',
    {
      config: { auth },
      schema: { body: CollegeSendMailBody, response: { 200: SentReply, ...ErrorReplies } },
    },
    async (request) => ({
      success: true as const,
      message: portalMessages.mailSent,
      mail: await sendCollegeMail(app, actor(request).user, request.body),
    }),
  );

  app.post(
    '/reply',
    { config: { auth }, schema: { body: ReplyMailBody, response: { 200: SentReply, ...ErrorReplies } } },
    async (request) => ({
      success: true as const,
      message: portalMessages.mailSent,
      mail: await replyToMail(app, actor(request).user, request.body),
    }),
  );

  app.post(
    '/file',
    { config: { auth }, schema: { response: { 200: AttachmentsReply, ...ErrorReplies } } },
    async (request) => {
      const { files } = await readMultipart(request, uploadLimits);
      return {
        success: true as const,
        attachments: await uploadAttachments(app, actor(request).user, files),
      };
    },
  );

  app.delete(
    '/delete/:id',
    {
      config: { auth },
      schema: {
        params: MailIdParams,
        querystring: MailTypeQuery,
        response: { 200: MessageReply, ...ErrorReplies },
      },
    },
    async (request) => {
      await deleteOwnCopies(app, actor(request).user, request.params.id, request.query.type);
      return ok('Mail deleted');
    },
  );

  app.post(
    '/bookmark/:id',
    {
      config: { auth },
      schema: {
        params: MailIdParams,
        querystring: MailTypeQuery,
        response: { 200: MessageReply, ...ErrorReplies },
      },
    },
    async (request) => {
      await setBookmark(app, actor(request).user, request.params.id, true, request.query.type);
      return ok('Bookmarked');
    },
  );

  app.delete(
    '/bookmark/:id',
    {
      config: { auth },
      schema: {
        params: MailIdParams,
        querystring: MailTypeQuery,
        response: { 200: MessageReply, ...ErrorReplies },
      },
    },
    async (request) => {
      await setBookmark(app, actor(request).user, request.params.id, false, request.query.type);
      return ok('Bookmark removed');
    },
  );

  app.put(
    '/seen/:id',
    {
      config: { auth },
      schema: {
        params: MailIdParams,
        querystring: MailTypeQuery,
        response: { 200: MessageReply, ...ErrorReplies },
      },
    },
    async (request) => {
      await markSeen(app, actor(request).user, request.params.id, request.query.type);
      return ok('Marked as seen');
    },
  );
};
