import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AssessmentBody,
  AssessmentInviteReply,
  AssessmentReply,
  AssessmentsReply,
  AttemptReviewReply,
  DecisionBody,
  DecisionsReply,
  ErrorReplies,
  GradeBody,
  GradeReply,
  IdParams,
  InviteBody,
  MessageReply,
  ResultsReply,
} from '@placement/contract';
import { Type } from 'typebox';
import { notFound } from '../../lib/http-error';
import { actor } from '../../plugins/auth';
import { collegeStaff, staffOf } from '../../services/account/college-staff';
import {
  createAssessment,
  inviteStudents,
  listAssessments,
  publishAssessment,
  updateAssessment,
} from '../../services/assessments/assessments';
import { ownAssessment } from '../../services/assessments/policy';
import { presentAssessment } from '../../services/assessments/presenters';
import { collegeScreenshot } from '../../services/attempts/screenshots';
import {
  assessmentResults,
  attemptReview,
  decide,
  exportResults,
  gradeAnswer,
  publishResults,
} from '../../services/results/results';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';
import { SpreadsheetFormatQuery, sendSpreadsheet } from '../spreadsheet-reply';

const tags = tagsOf('college', 'tests');
const resultTags = tagsOf('college', 'results');
const route = routesOf({ auth: collegeStaff }, tags, ErrorReplies);
const resultRoute = routesOf({ auth: collegeStaff }, resultTags, ErrorReplies);

export const collegeAssessmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/assessments',
    route({
      summary: 'Create an assessment (draft)',
      description:
        'College staff define a test: name, flow (linear, adaptive by levels, or calibrated adaptive by the ' +
        "bank's item calibration), topics and the questions chosen from each, duration, dates and attempts. It " +
        'stays a draft until published. 400 for a question not in its topic, a topic listed twice, an end date ' +
        'before the start, or the calibrated flow without a finished calibration or with a topic that has no ' +
        'calibrated question.',
      body: AssessmentBody,
      response: { 200: AssessmentReply },
    }),
    async (request) => ({
      success: true as const,
      assessment: presentAssessment(await createAssessment(app, staffOf(request), request.body)),
    }),
  );

  app.get(
    '/assessments',
    route({
      summary: "The college's assessments",
      description:
        "Every assessment of the staff member's college, drafts and published, with plans and settings.",
      response: { 200: AssessmentsReply },
    }),
    async (request) => ({
      success: true as const,
      assessments: await listAssessments(app, staffOf(request).collegeId),
    }),
  );

  app.get(
    '/assessments/:id',
    route({
      summary: 'One assessment',
      description: 'An assessment of the college with its plan and settings; 404 for one of another college.',
      params: IdParams,
      response: { 200: AssessmentReply },
    }),
    async (request) => ({
      success: true as const,
      assessment: presentAssessment(await ownAssessment(app, staffOf(request).collegeId, request.params.id)),
    }),
  );

  app.put(
    '/assessments/:id',
    route({
      summary: 'Edit an assessment',
      description:
        'Replaces the definition of an assessment of the college. Once students have attempted it, its end ' +
        'date can only move later (409). 400 as for creating; 404 for one of another college.',
      params: IdParams,
      body: AssessmentBody,
      response: { 200: AssessmentReply },
    }),
    async (request) => ({
      success: true as const,
      assessment: presentAssessment(
        await updateAssessment(app, staffOf(request).collegeId, request.params.id, request.body),
      ),
    }),
  );

  app.post(
    '/assessments/:id/publish',
    route({
      summary: 'Publish an assessment',
      description:
        'Makes the assessment takeable by invited students. 400 when it has no questions or a coding question ' +
        "has not passed verification (CODING_GATE, with the reference solution's verdicts).",
      params: IdParams,
      response: { 200: AssessmentReply },
    }),
    async (request) => ({
      success: true as const,
      assessment: presentAssessment(
        await publishAssessment(app, staffOf(request).collegeId, request.params.id),
      ),
    }),
  );

  app.post(
    '/assessments/:id/invite',
    route({
      summary: 'Invite students to an assessment',
      description:
        'Invites approved students of the college (`studentIds`, or `all` optionally of one `batch`) to a ' +
        'published assessment and mails them. 409 before publishing, 400 for a student who is not an approved ' +
        'student of the college.',
      params: IdParams,
      body: InviteBody,
      response: { 200: AssessmentInviteReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await inviteStudents(
        app,
        { collegeId: staffOf(request).collegeId, sender: actor(request).user },
        request.params.id,
        request.body,
      )),
    }),
  );

  app.get(
    '/assessments/:id/results',
    resultRoute({
      summary: "An assessment's results",
      description:
        "Every invited student's attempts with score, percentage, status, how it ended, decision and the " +
        'proctoring risk summary. 404 for an assessment of another college.',
      params: IdParams,
      response: { 200: ResultsReply },
    }),
    async (request) => ({
      success: true as const,
      results: await assessmentResults(app, staffOf(request).collegeId, request.params.id),
    }),
  );

  app.get(
    '/assessments/:id/results/export',
    {
      config: { auth: collegeStaff },
      schema: {
        tags: resultTags,
        summary: 'Download the results as a spreadsheet',
        description:
          "The results table as .xlsx (default) or .csv (`format=csv`), one row per student's attempt. 404 for an " +
          'assessment of another college.',
        params: IdParams,
        querystring: Type.Object({
          format: SpreadsheetFormatQuery,
        }),
      },
    },
    async (request, reply) => {
      const format = request.query.format ?? 'xlsx';
      const { data, fileName } = await exportResults(
        app,
        staffOf(request).collegeId,
        request.params.id,
        format,
      );
      return sendSpreadsheet(reply, format, fileName, data);
    },
  );

  app.post(
    '/assessments/:id/results/publish',
    resultRoute({
      summary: 'Release the results to students',
      description:
        'From now on students see their scores for this assessment (until then they see only that it ended). ' +
        '404 for an assessment of another college.',
      params: IdParams,
      response: { 200: MessageReply },
    }),
    async (request) => {
      await publishResults(app, staffOf(request).collegeId, request.params.id);
      return { success: true as const, message: 'Results published' };
    },
  );

  app.post(
    '/assessments/:id/decisions',
    resultRoute({
      summary: 'Select or reject students',
      description:
        'Sets the decision (selected, rejected or none) for the listed students, or selects every attempt at ' +
        'or above `minPercentage`; answers how many changed. 404 for an assessment of another college.',
      params: IdParams,
      body: DecisionBody,
      response: { 200: DecisionsReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await decide(app, staffOf(request).collegeId, request.params.id, request.body)),
    }),
  );

  app.get(
    '/attempts/:id',
    resultRoute({
      summary: "Review one student's attempt",
      description:
        'Every question of the attempt with the answer given, the key, marks, judge verdicts, timings and the ' +
        "proctoring events and snapshots. 404 for an attempt at another college's test.",
      params: IdParams,
      response: { 200: AttemptReviewReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await attemptReview(app, staffOf(request).collegeId, request.params.id)),
    }),
  );

  app.post(
    '/attempts/:id/grade',
    resultRoute({
      summary: 'Grade an answer by hand',
      description:
        'Marks (and a comment) for an answer waiting for a grader (essay, video); the attempt is graded once none ' +
        'waits. 400 for an attempt still in progress, an automatically graded answer or marks above the ' +
        "question's; 404 for another college's attempt.",
      params: IdParams,
      body: GradeBody,
      response: { 200: GradeReply },
    }),
    async (request) => {
      const attempt = await gradeAnswer(app, staffOf(request), request.params.id, request.body);
      return {
        success: true as const,
        score: attempt.score,
        percentage: attempt.percentage,
        status: attempt.status,
      };
    },
  );

  app.get(
    '/screenshots/:id',
    {
      config: { auth: collegeStaff },
      schema: {
        tags: resultTags,
        summary: 'A proctoring snapshot',
        description:
          "The image of a snapshot taken during an attempt at one of the college's tests; 404 otherwise.",
        params: IdParams,
      },
    },
    async (request, reply) => {
      const shot = await collegeScreenshot(app, staffOf(request).collegeId, request.params.id);
      const file = shot ? await app.deps.storage.open(shot.storageKey) : null;
      if (!shot || !file) throw notFound('Screenshot not found');
      return reply
        .header('content-type', shot.contentType)
        .header('cache-control', 'private, max-age=3600')
        .send(file.stream);
    },
  );
};
