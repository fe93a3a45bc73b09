import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReplies, ItemAnalysisQuery, ItemAnalysisReply } from '@placement/contract';
import { Type } from 'typebox';
import { collegeStaff, staffOf } from '../../services/college/staff';
import { itemAnalysis } from '../../services/item-analysis/item-analysis';
import { tagsOf } from '../doc-tags';

const IdParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});

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
};
