import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AssignmentsBody,
  AssignmentsReply,
  CollegeAttendanceReply,
  DayQuery,
  ErrorReplies,
  Id,
  MessageReply,
  ScanBody,
  ScanReply,
} from '@placement/contract';
import { Type } from 'typebox';
import {
  assignStudents,
  attendanceCsv,
  attendanceDay,
  listAssignments,
  removeAssignment,
  scanAttendance,
} from '../../services/college/attendance';
import { collegeStaff, staffOf } from '../../services/college/staff';
import { kolkataDate } from '../../services/student/attendance';

const auth = collegeStaff;

/** /api/college/attendance/*: drive slots, the QR scanner, the day's list and its CSV. */
export const collegeAttendanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/assignments',
    {
      config: { auth },
      schema: { body: AssignmentsBody, response: { 200: AssignmentsReply, ...ErrorReplies } },
    },
    async (request) => ({
      success: true as const,
      date: request.body.date,
      assignments: await assignStudents(app, staffOf(request), request.body),
    }),
  );

  app.get(
    '/assignments',
    {
      config: { auth },
      schema: { querystring: DayQuery, response: { 200: AssignmentsReply, ...ErrorReplies } },
    },
    async (request) => {
      const date = request.query.date ?? kolkataDate();
      return {
        success: true as const,
        date,
        assignments: await listAssignments(app, staffOf(request).collegeId, date),
      };
    },
  );

  app.delete(
    '/assignments/:id',
    {
      config: { auth },
      schema: { params: Type.Object({ id: Id }), response: { 200: MessageReply, ...ErrorReplies } },
    },
    async (request) => {
      await removeAssignment(app, staffOf(request).collegeId, request.params.id);
      return { success: true, message: 'Assignment removed' };
    },
  );

  app.post(
    '/scan',
    { config: { auth }, schema: { body: ScanBody, response: { 200: ScanReply, ...ErrorReplies } } },
    async (request) => ({
      success: true as const,
      ...(await scanAttendance(app, staffOf(request), request.body.token)),
    }),
  );

  app.get(
    '',
    {
      config: { auth },
      schema: { querystring: DayQuery, response: { 200: CollegeAttendanceReply, ...ErrorReplies } },
    },
    async (request) => {
      const date = request.query.date ?? kolkataDate();
      return {
        success: true as const,
        date,
        students: await attendanceDay(app, staffOf(request).collegeId, date),
      };
    },
  );

  app.get('/export', { config: { auth }, schema: { querystring: DayQuery } }, async (request, reply) => {
    const date = request.query.date ?? kolkataDate();
    const csv = await attendanceCsv(app, staffOf(request).collegeId, date);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="attendance-${date}.csv"`)
      .send(csv);
  });
};
