import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AssignInvigilatorBody,
  ErrorReplies,
  Id,
  IdParams,
  InvigilatorInviteBody,
  InvigilatorReply,
  InvigilatorsReply,
  MessageReply,
} from '@placement/contract';
import { Type } from 'typebox';
import { collegeStaff, staffOf } from '../../services/account/college-staff';
import {
  assignInvigilator,
  inviteInvigilator,
  listInvigilators,
  removeInvigilator,
  resendInvitation,
  unassignInvigilator,
} from '../../services/live/invigilators';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';

const tags = tagsOf('college', 'invigilators');
const route = routesOf({ auth: collegeStaff }, tags, ErrorReplies);
const assignment = Type.Object({ id: Id, invigilatorId: Id });

/** The college's invigilator accounts and which tests each supervises. */
export const collegeInvigilatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/invigilators',
    route({
      summary: 'Invite an invigilator',
      description:
        'Creates an invigilator account of the college (a faculty member who supervises a lab) and mails them a ' +
        'single-use link, valid 7 days, to choose their password at /invigilator. An invigilator sees only the ' +
        'live board of the tests they are assigned to. 409 when the address has an invigilator account already.',
      body: InvigilatorInviteBody,
      response: { 200: InvigilatorReply },
    }),
    async (request) => {
      const invigilator = await inviteInvigilator(app, staffOf(request).collegeId, request.body);
      return {
        success: true as const,
        message: `Invitation sent to ${invigilator.Email}`,
        invigilator,
      };
    },
  );

  app.get(
    '/invigilators',
    route({
      summary: "The college's invigilators",
      description:
        'Every invigilator account of the college, whether they have set their password, and the tests each is ' +
        'assigned to (with the batch they are limited to, if any).',
      response: { 200: InvigilatorsReply },
    }),
    async (request) => ({
      success: true as const,
      invigilators: await listInvigilators(app, staffOf(request).collegeId),
    }),
  );

  app.delete(
    '/invigilators/:id',
    route({
      summary: 'Remove an invigilator',
      description:
        'Deletes the invigilator account: its sessions end at once and its assignments go; what they did ' +
        "stays on the attempts' logs under their name. 404 for an invigilator of another college.",
      params: IdParams,
      response: { 200: MessageReply },
    }),
    async (request) => {
      await removeInvigilator(app, staffOf(request).collegeId, request.params.id);
      return { success: true, message: 'Invigilator removed' };
    },
  );

  app.post(
    '/invigilators/:id/invitation',
    route({
      summary: 'Send an invigilator their invitation again',
      description:
        'Mails a new single-use set-password link, valid 7 days (the link expired, the mail was lost); links sent ' +
        'before it stop working. 409 once the invigilator has chosen a password (they use "Forgot password" on ' +
        'their portal). 404 for an invigilator of another college.',
      params: IdParams,
      response: { 200: MessageReply },
    }),
    async (request) => {
      const email = await resendInvitation(app, staffOf(request).collegeId, request.params.id);
      return { success: true, message: `Invitation sent again to ${email}` };
    },
  );

  app.put(
    '/assessments/:id/invigilators/:invigilatorId',
    route({
      summary: 'Assign an invigilator to a test',
      description:
        'The invigilator sees the live board of this test and may add time, pause, resume, reopen and announce; ' +
        "with `batch`, only for the invited students of that batch (the students' Batch field). Assigning again " +
        'changes the batch. 404 for a test or invigilator of another college.',
      params: assignment,
      body: AssignInvigilatorBody,
      response: { 200: MessageReply },
    }),
    async (request) => {
      const { user, test, batch } = await assignInvigilator(
        app,
        staffOf(request).collegeId,
        request.params.id,
        request.params.invigilatorId,
        request.body.batch ?? null,
      );
      const who = `${user.firstName} ${user.lastName}`.trim();
      return {
        success: true,
        message: `${who} invigilates ${test}${batch ? ` for batch ${batch}` : ''}`,
      };
    },
  );

  app.delete(
    '/assessments/:id/invigilators/:invigilatorId',
    route({
      summary: 'Take an invigilator off a test',
      description:
        'The invigilator no longer sees the test. 404 for a test or invigilator of another college, or one not ' +
        'assigned to the test.',
      params: assignment,
      response: { 200: MessageReply },
    }),
    async (request) => {
      await unassignInvigilator(
        app,
        staffOf(request).collegeId,
        request.params.id,
        request.params.invigilatorId,
      );
      return { success: true, message: 'Invigilator taken off the test' };
    },
  );
};
