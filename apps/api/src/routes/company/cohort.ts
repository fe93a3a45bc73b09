import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CompanyCohortQuery,
  CompanyCohortReply,
  CompareQuery,
  ErrorReplies,
  IdParams,
} from '@placement/contract';
import { Type } from 'typebox';
import { companyOf, companyUser } from '../../services/organisations/company-profile';
import { companyCohort } from '../../services/results/cohort/cohort';
import { exportCompanyCohort } from '../../services/results/cohort/export';
import { cohortAddressErrors } from '../cohort-address';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';
import { SpreadsheetFormatQuery, sendSpreadsheet } from '../spreadsheet-reply';

const tags = tagsOf('company', 'applications');
const route = routesOf({ auth: companyUser }, tags, ErrorReplies);

/** /api/company/jobs/:id/cohort: a job's applicants ranked over their released results. */
export const companyCohortRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/jobs/:id/cohort',
    {
      ...route({
        summary: "A job's applicants ranked by overall and by skill",
        description:
          "The applicants to one of the company's jobs with a released result (their college's own tests, whose " +
          "results the college has released; each student's first attempt at each), ranked by overall and per " +
          'skill as the college ranks a drive, with the same `minOverall`, `cutoff` and `sort`. Never anyone who ' +
          "did not apply. 404 for another company's job; 400 for a cut-off naming no skill of the applicants.",
        params: IdParams,
        querystring: CompanyCohortQuery,
        response: { 200: CompanyCohortReply },
      }),
      schemaErrorFormatter: cohortAddressErrors,
    },
    async (request) => ({
      success: true as const,
      ...(await companyCohort(app, companyOf(request).companyId, request.params.id, request.query)).reply,
    }),
  );

  app.get(
    '/jobs/:id/cohort/export',
    {
      config: { auth: companyUser },
      schemaErrorFormatter: cohortAddressErrors,
      schema: {
        tags,
        summary: "Download a job's ranked applicants as a spreadsheet",
        description:
          'The ranked applicants with the same filters, as .xlsx (default) or .csv (`format=csv`); with `compare` ' +
          '(one to four of their student ids) side by side instead. 400 for someone not among them; 404 for ' +
          "another company's job.",
        params: IdParams,
        querystring: Type.Object({
          ...CompanyCohortQuery.properties,
          compare: CompareQuery,
          format: SpreadsheetFormatQuery,
        }),
      },
    },
    async (request, reply) => {
      const format = request.query.format ?? 'xlsx';
      const { data, fileName } = await exportCompanyCohort(
        app,
        companyOf(request).companyId,
        request.params.id,
        request.query,
        format,
      );
      return sendSpreadsheet(reply, format, fileName, data);
    },
  );
};
