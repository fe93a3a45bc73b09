import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CollegeCohortQuery, CollegeCohortReply, CompareQuery, ErrorReplies } from '@placement/contract';
import { Type } from 'typebox';
import { collegeStaff, staffOf } from '../../services/account/college-staff';
import { collegeCohort } from '../../services/results/cohort/cohort';
import { exportCollegeCohort } from '../../services/results/cohort/export';
import { cohortAddressErrors } from '../cohort-address';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';
import { SpreadsheetFormatQuery, sendSpreadsheet } from '../spreadsheet-reply';

const tags = tagsOf('college', 'results');
const route = routesOf({ auth: collegeStaff }, tags, ErrorReplies);

/** /api/college/cohort: a drive's candidates ranked across up to ten of the college's assessments. */
export const collegeCohortRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/cohort',
    {
      ...route({
        summary: "A drive's cohort, ranked by overall and by skill",
        description:
          'The students of the college with a graded attempt at any of the chosen assessments (`assessments`, one ' +
          "to ten; each student's first attempt at each, or `attempts=best`), ranked by overall (the mean " +
          'percentage over the tests they took; a test not taken is shown, not counted) and per skill (a topic ' +
          'heading across the tests: marks over maximum). `minOverall` and `cutoff=<skill>:<min %>` keep those at ' +
          'or above; `sort` is `overall` or a skill; ranks are among the whole cohort. Attempts waiting for an ' +
          "essay's marks are left out and counted. 404 if an assessment is another college's or none; 400 for a " +
          'cut-off or sort naming no skill of the cohort.',
        querystring: CollegeCohortQuery,
        response: { 200: CollegeCohortReply },
      }),
      schemaErrorFormatter: cohortAddressErrors,
    },
    async (request) => ({
      success: true as const,
      ...(await collegeCohort(app, staffOf(request).collegeId, request.query)).reply,
    }),
  );

  app.get(
    '/cohort/export',
    {
      config: { auth: collegeStaff },
      schemaErrorFormatter: cohortAddressErrors,
      schema: {
        tags,
        summary: 'Download a cohort as a spreadsheet',
        description:
          'The ranked table with the same filters as the cohort, as .xlsx (default) or .csv (`format=csv`); with ' +
          '`compare` (one to four student ids of the cohort) the candidates side by side instead: overall, rank, ' +
          'each skill, each test and its time. 400 for someone not in the cohort; 404 as the cohort.',
        querystring: Type.Object({
          ...CollegeCohortQuery.properties,
          compare: CompareQuery,
          format: SpreadsheetFormatQuery,
        }),
      },
    },
    async (request, reply) => {
      const format = request.query.format ?? 'xlsx';
      const { data, fileName } = await exportCollegeCohort(
        app,
        staffOf(request).collegeId,
        request.query,
        format,
      );
      return sendSpreadsheet(reply, format, fileName, data);
    },
  );
};
