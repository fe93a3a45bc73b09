import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CollegeSendMailBody,
  ErrorReplies,
  MailIdParams,
  MailTypeQuery,
  MessageReply,
} from '@placement/contract';
import { actor } from '../../plugins/auth';
import { collegeStaff, staffOf } from '../../services/account/college-staff';
import { deleteOwnCopies, sendCollegeMail } from '../../services/inbox/college-inbox';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';
import { addInboxRoutes } from '../shared/inbox';

const tags = tagsOf('college', 'inbox');
const route = routesOf({ auth: collegeStaff }, tags, ErrorReplies);

/** /api/college/inbox/* (SPEC §7 "College inbox"): the shared inbox, and mail to a batch or the college. */
export const collegeInboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  addInboxRoutes(app, {
    auth: collegeStaff,
    listPath: '/Mail',
    admit: (request) => staffOf(request),
    tags,
    newMail: {
      path: '/sendMail/college',
      summary: 'Send a mail to a student, a batch or the college',
      description:
        'College staff write to one address, every student of a batch, or every student of the college ' +
        '(exactly one of `Email`, `batch`, `all`); the mail is stored once and delivered to each. 400 when none ' +
        'or several are given, an address outside the college or an empty batch.',
      body: CollegeSendMailBody,
      send: sendCollegeMail,
    },
  });

  app.delete(
    '/delete/:id',
    route({
      summary: 'Delete a mail',
      description:
        "Moves the staff member's copy in one folder (`type`), or every copy they hold, to the bin, where " +
        '…/restore can bring it back for a few minutes. 404 for a mail they do not hold.',
      params: MailIdParams,
      querystring: MailTypeQuery,
      response: { 200: MessageReply },
    }),
    async (request) => {
      await deleteOwnCopies(app, actor(request).user, request.params.id, request.query.type);
      return { success: true, message: 'Mail deleted' };
    },
  );
};
