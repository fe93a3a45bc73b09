import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AttachmentsReply,
  MailIdParams,
  MailSearchBody,
  MailsReply,
  MailTypeParams,
  MailTypeQuery,
  MessageReply,
  PageQuery,
  portalMessages,
  ReplyMailBody,
  SendMailBody,
  SentReply,
  ThreadReply,
} from '@placement/contract';
import { Type } from 'typebox';
import { actor } from '../../plugins/auth';
import {
  deleteMail,
  listMails,
  mailContacts,
  markSeen,
  readMail,
  replyToMail,
  searchMails,
  sendMail,
  setBookmark,
  uploadAttachments,
  uploadLimits,
} from '../../services/shared/inbox';
import { readMultipart } from '../../services/shared/uploads';
import { requireCollege } from '../../services/student/policy';
import { errors, student } from './schemas';

const ok = (message: string) => ({ success: true, message });

/** /api/student/inbox/* (SPEC §7 "Student inbox"); the college inbox will reuse services/portal/inbox.ts. */
export const studentInboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // every inbox route is for students of a college; checked before a body is read
  app.addHook('onRequest', async (request) => {
    requireCollege(actor(request).user);
  });

  app.get(
    '/getMails',
    {
      config: { auth: student },
      schema: { querystring: PageQuery, response: { 200: MailsReply, ...errors } },
    },
    async (request) => ({
      success: true as const,
      ...(await listMails(app, actor(request).user, request.query)),
    }),
  );

  app.post(
    '/search',
    { config: { auth: student }, schema: { body: MailSearchBody, response: { 200: MailsReply, ...errors } } },
    async (request) => ({
      success: true as const,
      ...(await searchMails(app, actor(request).user, request.body)),
    }),
  );

  app.get(
    '/mail/:id',
    {
      config: { auth: student },
      schema: { params: MailIdParams, querystring: MailTypeQuery, response: { 200: ThreadReply, ...errors } },
    },
    async (request) => ({
      success: true as const,
      ...(await readMail(app, actor(request).user, request.params.id, request.query.type)),
    }),
  );

  app.get(
    '/contacts',
    {
      config: { auth: student },
      schema: {
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            contacts: Type.Array(
              Type.Object({
                _id: Type.String(),
                Email: Type.String(),
                FirstName: Type.String(),
                LastName: Type.String(),
                role: Type.String(),
                avatar: Type.Union([Type.String(), Type.Null()]),
              }),
            ),
          }),
          ...errors,
        },
      },
    },
    async (request) => ({ success: true as const, contacts: await mailContacts(app, actor(request).user) }),
  );

  app.post(
    '/sendMail',
    { config: { auth: student }, schema: { body: SendMailBody, response: { 200: SentReply, ...errors } } },
    async (request) => ({
      success: true as const,
      message: portalMessages.mailSent,
      mail: await sendMail(app, actor(request).user, request.body),
    }),
  );

  app.post(
    '/reply',
    { config: { auth: student }, schema: { body: ReplyMailBody, response: { 200: SentReply, ...errors } } },
    async (request) => ({
      success: true as const,
      message: portalMessages.mailSent,
      mail: await replyToMail(app, actor(request).user, request.body),
    }),
  );

  app.post(
    '/file',
    { config: { auth: student }, schema: { response: { 200: AttachmentsReply, ...errors } } },
    async (request) => {
      const { files } = await readMultipart(request, uploadLimits);
      return {
        success: true as const,
        attachments: await uploadAttachments(app, actor(request).user, files),
      };
    },
  );

  app.delete(
    '/delete/:id/:type',
    {
      config: { auth: student },
      schema: { params: MailTypeParams, response: { 200: MessageReply, ...errors } },
    },
    async (request) => {
      await deleteMail(app, actor(request).user, request.params.id, request.params.type);
      return ok('Mail deleted');
    },
  );

  app.post(
    '/bookmark/:id',
    {
      config: { auth: student },
      schema: {
        params: MailIdParams,
        querystring: MailTypeQuery,
        response: { 200: MessageReply, ...errors },
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
      config: { auth: student },
      schema: {
        params: MailIdParams,
        querystring: MailTypeQuery,
        response: { 200: MessageReply, ...errors },
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
      config: { auth: student },
      schema: {
        params: MailIdParams,
        querystring: MailTypeQuery,
        response: { 200: MessageReply, ...errors },
      },
    },
    async (request) => {
      await markSeen(app, actor(request).user, request.params.id, request.query.type);
      return ok('Marked as seen');
    },
  );
};
