import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorReplies,
  LtiAssessmentParams,
  LtiAssessmentReply,
  LtiCourseParams,
  LtiRosterSyncBody,
  LtiRosterSyncParams,
  LtiRosterSyncReply,
} from '@placement/contract';
import { collegeStaff, staffOf } from '../../services/account/college-staff';
import { assessmentPassbacks } from '../../services/lti/passback-status';
import {
  assessmentCourses,
  ownAssessment,
  rosterSyncOf,
  startRosterSync,
} from '../../services/lti/roster-sync';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';

const route = routesOf({ auth: collegeStaff }, tagsOf('college', 'LMS (LTI 1.3)'), ErrorReplies);

/** /api/college/assessments/:assessmentId/lms: one assessment in the college's LMS courses. */
export const collegeLtiAssessmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/assessments/:assessmentId/lms',
    route({
      summary: 'The LMS courses that link an assessment, and its grade passbacks',
      description:
        'The courses of the college’s LMSs in which this assessment is linked (by deep linking or a launch), ' +
        'whether each offers its roster (Names and Role Provisioning) and its last roster sync; and each ' +
        'student’s grade passback: sent, held by the result policy, or failed and when it is tried again, with ' +
        'the last score posts and the LMS’s replies. 404 for an assessment of another college.',
      params: LtiAssessmentParams,
      response: { 200: LtiAssessmentReply },
    }),
    async (request) => {
      const { collegeId } = staffOf(request);
      const assessment = await ownAssessment(app, collegeId, request.params.assessmentId);
      return {
        success: true as const,
        courses: await assessmentCourses(app, collegeId, assessment.id),
        passbacks: await assessmentPassbacks(app, assessment),
      };
    },
  );

  app.post(
    '/assessments/:assessmentId/lms/courses/:courseId/roster-sync',
    route({
      summary: "Start inviting a course's learners from the LMS roster",
      description:
        'Starts a roster sync in the background and answers 202 at once with it running (or, while a sync of ' +
        'the course runs, with that one). The sync reads the course’s members from the LMS (NRPS 2.0: every ' +
        'page on the roster’s own origin, narrowed to the course’s links to this assessment by rlid) and ' +
        'invites its active learners in chunks, making the accounts their LMS launches sign in to; instructors ' +
        'are left out. withoutEmail says what happens to a learner without an e-mail. Syncing again invites ' +
        'only who is new. Follow it with GET …/lms/roster-syncs/:syncId or the course’s lastSync: its counts ' +
        'are its progress until status is done, or failed with the reason in error. 404 for a course or ' +
        'assessment of another college; 409 when the assessment is not published or the LMS offers no roster.',
      params: LtiCourseParams,
      body: LtiRosterSyncBody,
      response: { 202: LtiRosterSyncReply },
    }),
    async (request, reply) => {
      const sync = await startRosterSync(
        app,
        staffOf(request),
        request.params.assessmentId,
        request.params.courseId,
        request.body.withoutEmail,
      );
      return reply.code(202).send({ success: true as const, sync });
    },
  );

  app.get(
    '/assessments/:assessmentId/lms/roster-syncs/:syncId',
    route({
      summary: 'A roster sync’s progress or result',
      description:
        'One roster sync of the assessment: status running with its counts so far (members read, learners ' +
        'processed, accounts created, invited), done, or failed with the reason in words (a sync a stopped ' +
        'server left is marked failed). 404 for a sync of another assessment or college.',
      params: LtiRosterSyncParams,
      response: { 200: LtiRosterSyncReply },
    }),
    async (request) => ({
      success: true as const,
      sync: await rosterSyncOf(
        app,
        staffOf(request).collegeId,
        request.params.assessmentId,
        request.params.syncId,
      ),
    }),
  );
};
