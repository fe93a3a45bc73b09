import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorReplies,
  LtiAssessmentParams,
  LtiAssessmentReply,
  LtiCourseParams,
  LtiRosterSyncBody,
  LtiRosterSyncReply,
} from '@placement/contract';
import { collegeStaff, staffOf } from '../../services/account/college-staff';
import { assessmentPassbacks } from '../../services/lti/passback-status';
import { assessmentCourses, ownAssessment, syncRoster } from '../../services/lti/roster-sync';
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
      summary: "Invite a course's learners from the LMS roster",
      description:
        'Reads the course’s members from the LMS (NRPS 2.0: every page, narrowed to the course’s links to ' +
        'this assessment by rlid) and invites its active learners, making the accounts their LMS launches ' +
        'sign in to; instructors are left out. withoutEmail says what happens to a learner without an e-mail. ' +
        'Syncing again invites only who is new. 404 for a course or assessment of another college; 409 when ' +
        'the assessment is not published or the LMS offers no roster; 502 when the LMS does not give it.',
      params: LtiCourseParams,
      body: LtiRosterSyncBody,
      response: { 200: LtiRosterSyncReply },
    }),
    async (request) => ({
      success: true as const,
      sync: await syncRoster(
        app,
        staffOf(request),
        request.params.assessmentId,
        request.params.courseId,
        request.body.withoutEmail,
      ),
    }),
  );
};
