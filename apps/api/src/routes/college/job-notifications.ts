import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApproveNotificationBody,
  CompanyInvitationBody,
  CompanyInvitationReply,
  CompanyInvitationsReply,
  ErrorReplies,
  IdParams,
  InvitationNoteBody,
  JobNotificationReply,
  JobNotificationsReply,
  jobNotificationMessages,
  NotificationInboxQuery,
  SendBackNotificationBody,
  StaffNotificationBody,
} from '@placement/contract';
import { collegeStaff, staffOf } from '../../services/account/college-staff';
import { addInvitationNote, inviteCompany, listInvitations } from '../../services/season/company-invitations';
import {
  approveNotification,
  sendBackNotification,
  staffEditNotification,
} from '../../services/season/job-notifications';
import { listNotifications, notificationWithHistory } from '../../services/season/notification-reads';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';

const tags = tagsOf('college', 'job notifications');
const route = routesOf({ auth: collegeStaff }, tags, ErrorReplies);

/** /api/college: the placement cell's inbox of job notification forms (JNF), and its invitations to companies. */
export const collegeNotificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/job-notifications',
    route({
      summary: 'The inbox of job notification forms',
      description:
        'Forms companies sent the college (never their drafts), newest change first; `state` filters.',
      querystring: NotificationInboxQuery,
      response: { 200: JobNotificationsReply },
    }),
    async (request) => ({
      success: true as const,
      notifications: await listNotifications(app, staffOf(request), request.query.state),
    }),
  );

  app.get(
    '/job-notifications/:id',
    route({
      summary: 'One job notification form with its history',
      description: "Every step, who took it and the comments. 404 for another college's form or a draft.",
      params: IdParams,
      response: { 200: JobNotificationReply },
    }),
    async (request) => ({
      success: true as const,
      message: 'Job notification',
      ...(await notificationWithHistory(app, staffOf(request), request.params.id)),
    }),
  );

  app.put(
    '/job-notifications/:id',
    route({
      summary: "Correct a job notification form's terms",
      description:
        'CTC and breakdown, bond, rules, vacancies, rounds, deadline and the cycle, with the `version` read. ' +
        'A submitted or approved form only; 409 when it changed meanwhile or is with the company; 400 as for ' +
        "the company's form.",
      params: IdParams,
      body: StaffNotificationBody,
      response: { 200: JobNotificationReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await staffEditNotification(app, staffOf(request), request.params.id, request.body)),
    }),
  );

  app.post(
    '/job-notifications/:id/approve',
    route({
      summary: 'Approve a job notification form',
      description:
        "The college's students see the job from now on, under these terms. Carries the `version` read: of two " +
        'staff approving at once one wins and the other is answered 409.',
      params: IdParams,
      body: ApproveNotificationBody,
      response: { 200: JobNotificationReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await approveNotification(app, staffOf(request), request.params.id, request.body)),
    }),
  );

  app.post(
    '/job-notifications/:id/send-back',
    route({
      summary: 'Send a job notification form back to the company',
      description: 'With a comment the company reads, kept in the history. 409 as for approving.',
      params: IdParams,
      body: SendBackNotificationBody,
      response: { 200: JobNotificationReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await sendBackNotification(app, staffOf(request), request.params.id, request.body)),
    }),
  );

  app.get(
    '/company-invitations',
    route({
      summary: "The college's invitations to companies (its contact log)",
      description: 'Each invitation, newest first: whom, when, by whom, its state, and the notes of replies.',
      response: { 200: CompanyInvitationsReply },
    }),
    async (request) => ({
      success: true as const,
      invitations: await listInvitations(app, staffOf(request).collegeId),
    }),
  );

  app.post(
    '/company-invitations',
    route({
      summary: 'Invite a company to recruit',
      description:
        'Mails a single-use sign-up link (14 days) that creates the company tied to the college. 409 for an ' +
        'e-mail that already has a company account.',
      body: CompanyInvitationBody,
      response: { 200: CompanyInvitationReply },
    }),
    async (request) => {
      const invitation = await inviteCompany(app, staffOf(request), request.body);
      return {
        success: true as const,
        message: jobNotificationMessages.invitationSent(invitation.email),
        invitation,
      };
    },
  );

  app.post(
    '/company-invitations/:id/notes',
    route({
      summary: 'Add a note to an invitation',
      description:
        "A reply, a call, a promise: the college's contact log. 404 for another college's invitation.",
      params: IdParams,
      body: InvitationNoteBody,
      response: { 200: CompanyInvitationReply },
    }),
    async (request) => ({
      success: true as const,
      message: jobNotificationMessages.invitationNoteAdded,
      invitation: await addInvitationNote(app, staffOf(request), request.params.id, request.body.note),
    }),
  );
};
