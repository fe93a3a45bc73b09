import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AssignmentsBody,
  AssignmentsReply,
  CollegeAttendanceReply,
  DayQuery,
  ErrorReplies,
  IdParams,
  MessageReply,
  ScanBody,
  ScanReply,
} from '@placement/contract';
import { kolkataDate } from '../../lib/kolkata-date';
import { collegeStaff, staffOf } from '../../services/account/college-staff';
import {
  assignStudents,
  attendanceCsv,
  attendanceDay,
  listAssignments,
  removeAssignment,
  scanAttendance,
} from '../../services/attendance/assignments';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';

const auth = collegeStaff;
const tags = tagsOf('college', 'attendance');
const route = routesOf({ auth }, tags, ErrorReplies);

/** /api/college/attendance/*: drive slots, the QR scanner, the day's list and its CSV. */
export const collegeAttendanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/assignments',
    route({
      summary: "Assign students to companies' drive slots",
      description:
        "Puts students of the college at companies' drives on a day (assigning again moves the slot) and answers " +
        "the day's assignments. 400 for a student of another college or an unknown company.",
      body: AssignmentsBody,
      response: { 200: AssignmentsReply },
    }),
    async (request) => ({
      success: true as const,
      date: request.body.date,
      assignments: await assignStudents(app, staffOf(request), request.body),
    }),
  );

  app.get(
    '/assignments',
    route({
      summary: "A day's drive slots",
      description: "The college's drive assignments on a day (`date`, default today in Asia/Kolkata).",
      querystring: DayQuery,
      response: { 200: AssignmentsReply },
    }),
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
    route({
      summary: 'Remove a drive slot',
      description: 'Removes one assignment of the college; 404 for one of another college.',
      params: IdParams,
      response: { 200: MessageReply },
    }),
    async (request) => {
      await removeAssignment(app, staffOf(request).collegeId, request.params.id);
      return { success: true, message: 'Assignment removed' };
    },
  );

  app.post(
    '/scan',
    route({
      summary: "Scan a student's attendance QR",
      description:
        "The scanner: a student's QR token (or the short code under it) marks that student present today. 400 " +
        'for an invalid or expired token or code, 403 for a student of another college, 409 for one used before.',
      body: ScanBody,
      response: { 200: ScanReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await scanAttendance(app, staffOf(request), request.body.token)),
    }),
  );

  app.get(
    '',
    route({
      summary: "A day's attendance",
      description:
        'Everyone of the college expected or marked on a day (`date`, default today): their slots and whether present.',
      querystring: DayQuery,
      response: { 200: CollegeAttendanceReply },
    }),
    async (request) => {
      const date = request.query.date ?? kolkataDate();
      return {
        success: true as const,
        date,
        students: await attendanceDay(app, staffOf(request).collegeId, date),
      };
    },
  );

  app.get(
    '/export',
    {
      config: { auth },
      schema: {
        tags,
        summary: "Download a day's attendance (CSV)",
        description: "The day's attendance list as a CSV file (`date`, default today in Asia/Kolkata).",
        querystring: DayQuery,
      },
    },
    async (request, reply) => {
      const date = request.query.date ?? kolkataDate();
      const csv = await attendanceCsv(app, staffOf(request).collegeId, date);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="attendance-${date}.csv"`)
        .send(csv);
    },
  );
};
