import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CollegeSendMailBody,
  ErrorReplies,
  MailIdParams,
  MailTypeQuery,
  MessageReply,
  SentReply,
  studentPortalMessages,
} from '@placement/contract';
import { actor } from '../../plugins/auth';
import { deleteOwnCopies, sendCollegeMail } from '../../services/college/inbox';
import { collegeStaff, staffOf } from '../../services/college/staff';
import { addInboxRoutes } from '../shared/inbox';

/** /api/college/inbox/* (SPEC §7 "College inbox"): the shared inbox, and mail to a batch or the college. */
export const collegeInboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  addInboxRoutes(app, { auth: collegeStaff, listPath: '/Mail', admit: (request) => staffOf(request) });

  app.post(
    '/sendMail/college',
    {
      config: { auth: collegeStaff },
      schema: { body: CollegeSendMailBody, response: { 200: SentReply, ...ErrorReplies } },
    },
    async (request) => ({
      success: true as const,
      message: studentPortalMessages.mailSent,
      mail: await sendCollegeMail(app, actor(request).user, request.body),
    }),
  );

  app.delete(
    '/delete/:id',
    {
      config: { auth: collegeStaff },
      schema: {
        params: MailIdParams,
        querystring: MailTypeQuery,
        response: { 200: MessageReply, ...ErrorReplies },
      },
    },
    async (request) => {
      await deleteOwnCopies(app, actor(request).user, request.params.id, request.query.type);
      return { success: true, message: 'Mail deleted' };
    },
  );
};
