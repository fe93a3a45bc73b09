import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CollegeIdParams,
  DashboardCompaniesReply,
  DashboardJobsQuery,
  DashboardJobsReply,
  DashboardNewCompaniesReply,
  ErrorReplies,
  IdParams,
  MessageReply,
  PlacedStudentsBody,
  PlacedStudentsReply,
  PlacementBody,
  PlacementReply,
} from '@placement/contract';
import { collegeStaff, staffOf } from '../../services/account/college-staff';
import {
  dashboardCompanies,
  dashboardJobs,
  newCompanies,
  ownCollege,
} from '../../services/dashboard/dashboard';
import { deletePlacement, placedStudents, recordPlacement } from '../../services/placements/placements';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';

const auth = collegeStaff;
const tags = tagsOf('college', 'dashboard');
const placementTags = tagsOf('college', 'placements');
const route = routesOf({ auth }, tags, ErrorReplies);
const placementRoute = routesOf({ auth }, placementTags, ErrorReplies);

/** /api/college/dashboard/* (SPEC §7 "College dashboard and jobs") and /api/college/placements. */
export const collegeDashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dashboard/companies/:collegeId',
    route({
      summary: 'Companies recruiting at the college',
      description:
        'Companies with a job visible to the college or that placed its students, each with open jobs and ' +
        'students placed, and the KPIs and twelve-month series of the dashboard. 403 for another college.',
      params: CollegeIdParams,
      response: { 200: DashboardCompaniesReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await dashboardCompanies(app, ownCollege(staffOf(request), request.params.collegeId))),
    }),
  );

  app.get(
    '/dashboard/companies/new/:collegeId',
    route({
      summary: 'Companies new to the college',
      description:
        'Companies that posted a job for the college in the last 30 days, newest first. 403 for another college.',
      params: CollegeIdParams,
      response: { 200: DashboardNewCompaniesReply },
    }),
    async (request) => ({
      success: true as const,
      newCompanies: await newCompanies(app, ownCollege(staffOf(request), request.params.collegeId)),
    }),
  );

  app.get(
    '/dashboard/jobs/:collegeId',
    route({
      summary: 'Jobs visible to the college',
      description:
        'A page of every job visible to the college (open or closed), newest first, and the open ones of the ' +
        'last 30 days. 403 for another college.',
      params: CollegeIdParams,
      querystring: DashboardJobsQuery,
      response: { 200: DashboardJobsReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await dashboardJobs(app, ownCollege(staffOf(request), request.params.collegeId), request.query)),
    }),
  );

  app.post(
    '/dashboard/placed/students',
    placementRoute({
      summary: 'Search placed students',
      description:
        "The college's placements filtered by company, batch, day range, package range and name or e-mail. " +
        '400 for a range that ends before it starts.',
      body: PlacedStudentsBody,
      response: { 200: PlacedStudentsReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await placedStudents(app, staffOf(request).collegeId, request.body)),
    }),
  );

  app.post(
    '/placements',
    placementRoute({
      summary: 'Record a placement',
      description:
        'Records that a student of the college was placed at a company (optionally for one of its jobs) with ' +
        'the package and day; the student sees it on their dashboard. 404 for an unknown student or company, ' +
        '400 for a job not of that company or a day too far ahead.',
      body: PlacementBody,
      response: { 200: PlacementReply },
    }),
    async (request) => ({
      success: true as const,
      placement: await recordPlacement(app, staffOf(request), request.body),
    }),
  );

  app.get(
    '/placements',
    placementRoute({
      summary: "The college's placements",
      description:
        "A page of the college's placements, newest first (the same reply as the search, unfiltered).",
      querystring: DashboardJobsQuery,
      response: { 200: PlacedStudentsReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await placedStudents(app, staffOf(request).collegeId, request.query)),
    }),
  );

  app.delete(
    '/placements/:id',
    placementRoute({
      summary: 'Delete a placement',
      description: 'Removes a placement the college recorded; 404 for one of another college.',
      params: IdParams,
      response: { 200: MessageReply },
    }),
    async (request) => {
      await deletePlacement(app, staffOf(request).collegeId, request.params.id);
      return { success: true, message: 'Placement deleted' };
    },
  );
};
