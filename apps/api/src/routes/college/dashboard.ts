import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CollegeIdParams,
  DashboardCompaniesReply,
  DashboardJobsQuery,
  DashboardJobsReply,
  DashboardNewCompaniesReply,
  ErrorReplies,
  Id,
  MessageReply,
  PlacedStudentsBody,
  PlacedStudentsReply,
  PlacementBody,
  PlacementReply,
} from '@placement/contract';
import { Type } from 'typebox';
import {
  dashboardCompanies,
  dashboardJobs,
  newCompanies,
  ownCollege,
} from '../../services/college/dashboard';
import { deletePlacement, placedStudents, recordPlacement } from '../../services/college/placements';
import { collegeStaff, staffOf } from '../../services/college/staff';

const auth = collegeStaff;

/** /api/college/dashboard/* (SPEC §7 "College dashboard and jobs") and /api/college/placements. */
export const collegeDashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dashboard/companies/:collegeId',
    {
      config: { auth },
      schema: { params: CollegeIdParams, response: { 200: DashboardCompaniesReply, ...ErrorReplies } },
    },
    async (request) => ({
      success: true as const,
      ...(await dashboardCompanies(app, ownCollege(staffOf(request), request.params.collegeId))),
    }),
  );

  app.get(
    '/dashboard/companies/new/:collegeId',
    {
      config: { auth },
      schema: { params: CollegeIdParams, response: { 200: DashboardNewCompaniesReply, ...ErrorReplies } },
    },
    async (request) => ({
      success: true as const,
      newCompanies: await newCompanies(app, ownCollege(staffOf(request), request.params.collegeId)),
    }),
  );

  app.get(
    '/dashboard/jobs/:collegeId',
    {
      config: { auth },
      schema: {
        params: CollegeIdParams,
        querystring: DashboardJobsQuery,
        response: { 200: DashboardJobsReply, ...ErrorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await dashboardJobs(app, ownCollege(staffOf(request), request.params.collegeId), request.query)),
    }),
  );

  app.post(
    '/dashboard/placed/students',
    {
      config: { auth },
      schema: { body: PlacedStudentsBody, response: { 200: PlacedStudentsReply, ...ErrorReplies } },
    },
    async (request) => ({
      success: true as const,
      ...(await placedStudents(app, staffOf(request).collegeId, request.body)),
    }),
  );

  app.post(
    '/placements',
    { config: { auth }, schema: { body: PlacementBody, response: { 200: PlacementReply, ...ErrorReplies } } },
    async (request) => ({
      success: true as const,
      placement: await recordPlacement(app, staffOf(request), request.body),
    }),
  );

  app.get(
    '/placements',
    {
      config: { auth },
      schema: { querystring: DashboardJobsQuery, response: { 200: PlacedStudentsReply, ...ErrorReplies } },
    },
    async (request) => ({
      success: true as const,
      ...(await placedStudents(app, staffOf(request).collegeId, request.query)),
    }),
  );

  app.delete(
    '/placements/:id',
    {
      config: { auth },
      schema: { params: Type.Object({ id: Id }), response: { 200: MessageReply, ...ErrorReplies } },
    },
    async (request) => {
      await deletePlacement(app, staffOf(request).collegeId, request.params.id);
      return { success: true, message: 'Placement deleted' };
    },
  );
};
