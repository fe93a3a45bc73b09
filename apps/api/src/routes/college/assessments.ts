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
  InviteBody,
  MessageReply,
  ResultsReply,
} from '@placement/contract';
import { Type } from 'typebox';
import { notFound } from '../../lib/http-error';
import { actor } from '../../plugins/auth';
import {
  createAssessment,
  inviteStudents,
  listAssessments,
  ownAssessment,
  presentAssessment,
  publishAssessment,
  updateAssessment,
} from '../../services/college/assessments';
import {
  assessmentResults,
  attemptReview,
  decide,
  exportResults,
  gradeAnswer,
  publishResults,
} from '../../services/college/results';
import { collegeStaff, staffOf } from '../../services/college/staff';
import { collegeScreenshot } from '../../services/shared/assessments/screenshots';

const IdParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});

export const collegeAssessmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/assessments',
    {
      config: { auth: collegeStaff },
      schema: { body: AssessmentBody, response: { 200: AssessmentReply, ...ErrorReplies } },
    },
    async (request) => ({
      success: true as const,
      assessment: presentAssessment(await createAssessment(app, staffOf(request), request.body)),
    }),
  );

  app.get(
    '/assessments',
    {
      config: { auth: collegeStaff },
      schema: {
        response: { 200: AssessmentsReply, ...ErrorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      assessments: await listAssessments(app, staffOf(request).collegeId),
    }),
  );

  app.get(
    '/assessments/:id',
    {
      config: { auth: collegeStaff },
      schema: { params: IdParams, response: { 200: AssessmentReply, ...ErrorReplies } },
    },
    async (request) => ({
      success: true as const,
      assessment: presentAssessment(await ownAssessment(app, staffOf(request).collegeId, request.params.id)),
    }),
  );

  app.put(
    '/assessments/:id',
    {
      config: { auth: collegeStaff },
      schema: { params: IdParams, body: AssessmentBody, response: { 200: AssessmentReply, ...ErrorReplies } },
    },
    async (request) => ({
      success: true as const,
      assessment: presentAssessment(
        await updateAssessment(app, staffOf(request).collegeId, request.params.id, request.body),
      ),
    }),
  );

  app.post(
    '/assessments/:id/publish',
    {
      config: { auth: collegeStaff },
      schema: { params: IdParams, response: { 200: AssessmentReply, ...ErrorReplies } },
    },
    async (request) => ({
      success: true as const,
      assessment: presentAssessment(
        await publishAssessment(app, staffOf(request).collegeId, request.params.id),
      ),
    }),
  );

  app.post(
    '/assessments/:id/invite',
    {
      config: { auth: collegeStaff },
      schema: {
        params: IdParams,
        body: InviteBody,
        response: { 200: AssessmentInviteReply, ...ErrorReplies },
      },
    },
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
    {
      config: { auth: collegeStaff },
      schema: {
        params: IdParams,
        response: { 200: ResultsReply, ...ErrorReplies },
      },
    },
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
        params: IdParams,
        querystring: Type.Object({
          format: Type.Optional(Type.Union([Type.Literal('xlsx'), Type.Literal('csv')])),
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
      return reply
        .header(
          'content-type',
          format === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(data);
    },
  );

  app.post(
    '/assessments/:id/results/publish',
    {
      config: { auth: collegeStaff },
      schema: { params: IdParams, response: { 200: MessageReply, ...ErrorReplies } },
    },
    async (request) => {
      await publishResults(app, staffOf(request).collegeId, request.params.id);
      return { success: true as const, message: 'Results published' };
    },
  );

  app.post(
    '/assessments/:id/decisions',
    {
      config: { auth: collegeStaff },
      schema: { params: IdParams, body: DecisionBody, response: { 200: DecisionsReply, ...ErrorReplies } },
    },
    async (request) => ({
      success: true as const,
      ...(await decide(app, staffOf(request).collegeId, request.params.id, request.body)),
    }),
  );

  app.get(
    '/attempts/:id',
    {
      config: { auth: collegeStaff },
      schema: { params: IdParams, response: { 200: AttemptReviewReply, ...ErrorReplies } },
    },
    async (request) => ({
      success: true as const,
      ...(await attemptReview(app, staffOf(request).collegeId, request.params.id)),
    }),
  );

  app.post(
    '/attempts/:id/grade',
    {
      config: { auth: collegeStaff },
      schema: { params: IdParams, body: GradeBody, response: { 200: GradeReply, ...ErrorReplies } },
    },
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
    { config: { auth: collegeStaff }, schema: { params: IdParams } },
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
