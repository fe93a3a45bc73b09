import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContactsReply, MailTypeParams, MessageReply, SendMailBody } from '@placement/contract';
import { actor } from '../../plugins/auth';
import { deleteMail } from '../../services/inbox/mail-bin';
import { mailContacts } from '../../services/inbox/reading';
import { sendMail } from '../../services/inbox/sending';
import { requireCollege } from '../../services/students/policy';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';
import { addInboxRoutes } from '../shared/inbox';
import { errors, student } from './schemas';

const tags = tagsOf('student', 'inbox');
const route = routesOf({ auth: student }, tags, errors);

/** /api/student/inbox/* (SPEC §7 "Student inbox"): the shared inbox, contacts, new mail and delete. */
export const studentInboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  addInboxRoutes(app, {
    auth: student,
    listPath: '/getMails',
    admit: (request) => requireCollege(actor(request).user),
    tags,
    newMail: {
      path: '/sendMail',
      summary: 'Send a mail',
      description:
        'A student of a college writes to an address of their college (staff or a fellow student), with ' +
        'attachments uploaded first through …/file. 400 for an address outside the college or an unknown attachment.',
      body: SendMailBody,
      send: sendMail,
    },
  });

  app.get(
    '/contacts',
    route({
      summary: 'Whom the student can write to',
      description: "The staff of the student's college (fellow students are reached by address).",
      response: { 200: ContactsReply },
    }),
    async (request) => ({ success: true as const, contacts: await mailContacts(app, actor(request).user) }),
  );

  app.delete(
    '/delete/:id/:type',
    route({
      summary: 'Delete a mail',
      description:
        "Moves the student's copy in one folder (received or sent) to the bin, where …/restore can bring it back " +
        'for a few minutes. 404 for a mail the student does not hold.',
      params: MailTypeParams,
      response: { 200: MessageReply },
    }),
    async (request) => {
      await deleteMail(app, actor(request).user, request.params.id, request.params.type);
      return { success: true, message: 'Mail deleted' };
    },
  );
};
