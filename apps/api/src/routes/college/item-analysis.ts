import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReplies, ItemAnalysisQuery, ItemAnalysisReply, RegradeReply } from '@placement/contract';
import { Type } from 'typebox';
import { collegeStaff, staffOf } from '../../services/college/staff';
import { itemAnalysis } from '../../services/item-analysis/item-analysis';
import { regradeQuestion } from '../../services/item-analysis/regrade';
import { tagsOf } from '../doc-tags';

const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
const IdParams = Type.Object({ id: Id });

export const collegeItemAnalysisRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/assessments/:id/item-analysis',
    {
      config: { auth: collegeStaff },
      schema: {
        tags: tagsOf('college', 'results'),
        summary: "An assessment's item analysis",
        description:
          'Test statistics (mean, median, spread, skewness, kurtosis, Cronbach α, standard error, histogram) and ' +
          "each question's facility, discrimination index and efficiency, multiple-choice response analysis by " +
          "thirds of the cohort, and flags in words, from ended attempts (each student's first, or all). Answers " +
          'waiting for marks are left out and counted. 404 for an assessment of another college.',
        params: IdParams,
        querystring: ItemAnalysisQuery,
        response: { 200: ItemAnalysisReply, ...ErrorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await itemAnalysis(
        app,
        staffOf(request).collegeId,
        request.params.id,
        request.query.attempts ?? 'first',
      )),
    }),
  );

  app.post(
    '/assessments/:id/questions/:questionId/regrade',
    {
      config: { auth: collegeStaff },
      schema: {
        tags: tagsOf('college', 'results'),
        summary: 'Regrade one question of an assessment',
        description:
          'Grades every answer to the question again from the stored response and the question as it is now ' +
          '(after its key was corrected); each attempt whose grade changes is rescored and gets a regrade step ' +
          'on its log. Late answers stay as they were; coding answers are refused (400): they are judged. 404 ' +
          'for an assessment of another college or a question not in it.',
        params: Type.Object({ id: Id, questionId: Id }),
        response: { 200: RegradeReply, ...ErrorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await regradeQuestion(app, staffOf(request), request.params.id, request.params.questionId)),
    }),
  );
};
