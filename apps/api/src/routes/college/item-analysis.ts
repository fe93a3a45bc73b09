import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorReplies,
  Id,
  IdParams,
  ItemAnalysisQuery,
  ItemAnalysisReply,
  QuestionHistoryReply,
  RegradeReply,
} from '@placement/contract';
import { Type } from 'typebox';
import { collegeStaff, staffOf } from '../../services/account/college-staff';
import { exportItemAnalysis } from '../../services/results/item-analysis/export';
import { itemAnalysis } from '../../services/results/item-analysis/item-analysis';
import { questionHistory } from '../../services/results/item-analysis/question-history';
import { regradeQuestion } from '../../services/results/item-analysis/regrade';
import { tagsOf } from '../doc-tags';
import { SpreadsheetFormatQuery, sendSpreadsheet } from '../spreadsheet-reply';

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

  app.get(
    '/assessments/:id/item-analysis/export',
    {
      config: { auth: collegeStaff },
      schema: {
        tags: tagsOf('college', 'results'),
        summary: 'Download the item analysis as a spreadsheet',
        description:
          'One row per question with its facility, discrimination, options chosen and flags, as .xlsx (default) or ' +
          '.csv (`format=csv`). 404 for an assessment of another college.',
        params: IdParams,
        querystring: Type.Object({
          ...ItemAnalysisQuery.properties,
          format: SpreadsheetFormatQuery,
        }),
      },
    },
    async (request, reply) => {
      const format = request.query.format ?? 'xlsx';
      const { data, fileName } = await exportItemAnalysis(
        app,
        staffOf(request).collegeId,
        request.params.id,
        request.query.attempts ?? 'first',
        format,
      );
      return sendSpreadsheet(reply, format, fileName, data);
    },
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

  app.get(
    '/qb/questions/:id/item-analysis',
    {
      config: { auth: collegeStaff },
      schema: {
        tags: tagsOf('college', 'question bank'),
        summary: "A bank question's figures across assessments",
        description:
          'For every assessment of the college that used the question, newest first: attempts counted, facility, ' +
          'discrimination index and the flags in words, as the item analysis computes them. 404 for a question ' +
          'of another college or a shared one.',
        params: IdParams,
        response: { 200: QuestionHistoryReply, ...ErrorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      uses: await questionHistory(app, staffOf(request).collegeId, request.params.id),
    }),
  );
};
