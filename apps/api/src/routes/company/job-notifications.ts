import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CompanyNotificationBody,
  ErrorReplies,
  ErrorReply,
  IdParams,
  InvitationTokenParams,
  InvitationViewReply,
  InvitedSignupBody,
  JobNotificationReply,
  JobNotificationsReply,
  jobNotificationMessages,
  NewNotificationBody,
  NotificationCollegesReply,
  SignupReply,
} from '@placement/contract';
import { companyOf, companyUser } from '../../services/organisations/company-profile';
import { signUpInvited, viewInvitation } from '../../services/season/company-invitations';
import { tiedColleges } from '../../services/season/company-ties';
import {
  createNotification,
  submitNotification,
  updateNotification,
} from '../../services/season/job-notifications';
import { listNotifications, notificationWithHistory } from '../../services/season/notification-reads';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';

const tags = tagsOf('company', 'job notifications');
const route = routesOf({ auth: companyUser }, tags, ErrorReplies);
/** an invitation link: 404 unknown, 409 used, 410 expired */
const invitationRoute = routesOf({ auth: 'public' }, tagsOf('company', 'sign-up'), {
  ...ErrorReplies,
  410: ErrorReply,
});

/** /api/company: the company's job notification forms (JNF) to colleges, and signing up from an invitation. */
export const companyNotificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const who = (request: Parameters<typeof companyOf>[0]) => companyOf(request);

  app.get(
    '/job-notifications/colleges',
    route({
      summary: 'Colleges the company may send a job notification to',
      description: 'Those that invited the company, already show one of its jobs, or hold a form from it.',
      response: { 200: NotificationCollegesReply },
    }),
    async (request) => ({
      success: true as const,
      colleges: await tiedColleges(app, who(request).companyId),
    }),
  );

  app.get(
    '/job-notifications',
    route({
      summary: "The company's job notification forms",
      description: 'Every form to every college, newest change first, with its state.',
      response: { 200: JobNotificationsReply },
    }),
    async (request) => ({
      success: true as const,
      notifications: await listNotifications(app, who(request)),
    }),
  );

  app.post(
    '/job-notifications',
    route({
      summary: 'Fill a job notification form for a college',
      description:
        'The role (a new job of the company, shown only to students of colleges that approve a form for it), ' +
        'vacancies, CTC and its breakdown, bond, eligibility rules, planned rounds, documents and the deadline. ' +
        'A draft, or submitted at once with `submit`. 403 for a college the company is not tied to; 400 for a ' +
        'breakdown that does not add up to the CTC or a rule naming a branch the college does not offer.',
      body: NewNotificationBody,
      response: { 200: JobNotificationReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await createNotification(app, who(request), request.body)),
    }),
  );

  app.get(
    '/job-notifications/:id',
    route({
      summary: 'One job notification form with its history',
      description: "Every step (who, when, the college's comment). 404 for another company's form.",
      params: IdParams,
      response: { 200: JobNotificationReply },
    }),
    async (request) => ({
      success: true as const,
      message: 'Job notification',
      ...(await notificationWithHistory(app, who(request), request.params.id)),
    }),
  );

  app.put(
    '/job-notifications/:id',
    route({
      summary: 'Change a job notification form',
      description:
        'Replaces the role and terms. A change to an approved form sends it back to the college for approval ' +
        '(its students stop seeing the job until then; applications made keep their decision). `submit` sends ' +
        'a draft or a sent-back form to the college. 409 when it changed meanwhile.',
      params: IdParams,
      body: CompanyNotificationBody,
      response: { 200: JobNotificationReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await updateNotification(app, who(request), request.params.id, request.body)),
    }),
  );

  app.post(
    '/job-notifications/:id/submit',
    route({
      summary: 'Submit a job notification form to the college',
      description:
        'A draft, or a form the college sent back (resubmitted). 409 for one submitted or approved.',
      params: IdParams,
      response: { 200: JobNotificationReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await submitNotification(app, who(request), request.params.id)),
    }),
  );

  app.get(
    '/invitations/:token',
    invitationRoute({
      summary: "A college's invitation to sign up",
      description:
        'Public. The college, company name and e-mail the link was sent for. 409 used, 410 expired.',
      params: InvitationTokenParams,
      response: { 200: InvitationViewReply },
    }),
    async (request) => ({
      success: true as const,
      invitation: await viewInvitation(app, request.params.token),
    }),
  );

  app.post(
    '/invitations/:token/signup',
    invitationRoute({
      summary: 'Sign up the company from an invitation',
      description:
        'Public. Creates the company (approved) and its first login with the e-mail invited, tied to the ' +
        'inviting college; the link works once. 409 used (or the e-mail has an account), 410 expired.',
      params: InvitationTokenParams,
      body: InvitedSignupBody,
      response: { 200: SignupReply },
    }),
    async (request) => ({
      success: true as const,
      message: jobNotificationMessages.invitedSignedUp,
      organisation: await signUpInvited(app, request.params.token, request.body, request.ip),
    }),
  );
};
