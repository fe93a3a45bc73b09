import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BulkInviteReply,
  CollegeStudentReply,
  CollegeStudentsQuery,
  CollegeStudentsReply,
  ErrorReplies,
  IdParams,
  MessageReply,
  StudentAccommodationBody,
  StudentAccommodationReply,
  StudentInviteBody,
  StudentInviteReply,
} from '@placement/contract';
import { Type } from 'typebox';
import { csvOf } from '../../lib/csv';
import { badRequest } from '../../lib/http-error';
import { workbookOf } from '../../lib/spreadsheet';
import { collegeStaff, staffOf } from '../../services/account/college-staff';
import { studentProfileView } from '../../services/results/student-profile-view';
import { studentResults } from '../../services/results/student-results';
import { presentCollegeStudent } from '../../services/students/presenters';
import {
  collegeName,
  collegeStudent,
  decideStudent,
  inviteStudent,
  inviteStudentsFromSheet,
  listStudents,
  MULTIPLIER_COLUMN,
  STUDENT_TEMPLATE,
  setTimeMultiplier,
} from '../../services/students/students';
import { readMultipart } from '../../services/uploads/uploads';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';
import { sendSpreadsheet } from '../spreadsheet-reply';

const tags = tagsOf('college', 'students');
const route = routesOf({ auth: collegeStaff }, tags, ErrorReplies);

export const collegeStudentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/students/invite',
    route({
      summary: 'Invite a student to the college',
      description:
        'Mails one address a single-use, expiring link to register as a student of the college (name and ' +
        'batch optional); the reply carries the link too. 409 when the address is a student of the college already.',
      body: StudentInviteBody,
      response: { 200: StudentInviteReply },
    }),
    async (request) => {
      const { collegeId } = staffOf(request);
      const inviteUrl = await inviteStudent(app, collegeId, await collegeName(app, collegeId), request.body);
      return { success: true as const, message: `Invite sent to ${request.body.Email}`, inviteUrl };
    },
  );

  app.post(
    '/students/invite/bulk',
    route({
      summary: 'Invite a class list from a spreadsheet',
      description:
        'Multipart `file`: an .xlsx or .csv of at most 2 MB in the students template (FirstName, LastName, ' +
        'Email, Batch, Approved, and optionally TimeMultiplier, also read as "Time multiplier" or "Extra time": ' +
        'a time accommodation from 1 to 4, blank for none; on a student already in the college a filled cell ' +
        'sets theirs). Students already in the college or already invited are skipped and reported; ' +
        'a row that needs fixing is listed by number, and then no invite is sent. 400 for an empty sheet.',
      response: { 200: BulkInviteReply },
    }),
    async (request) => {
      const { collegeId } = staffOf(request);
      const { files } = await readMultipart(request, { maxFileSize: 2 * 1024 * 1024, maxFiles: 1 });
      const file = files.find((f) => f.field === 'file');
      if (!file) throw badRequest('files not selected');
      return inviteStudentsFromSheet(app, collegeId, await collegeName(app, collegeId), file.data);
    },
  );

  app.get(
    '/students/template',
    {
      config: { auth: collegeStaff },
      schema: {
        tags,
        summary: 'The class-list template',
        description:
          'The spreadsheet (xlsx, or csv with `format=csv`) POST …/students/invite/bulk reads, with an example row.',
        querystring: Type.Object({
          format: Type.Optional(Type.Union([Type.Literal('xlsx'), Type.Literal('csv')])),
        }),
      },
    },
    async (request, reply) => {
      const example = [['Asha', 'Verma', 'asha@example.edu', '2027', 'true', '1']];
      const columns = [...STUDENT_TEMPLATE, MULTIPLIER_COLUMN];
      if (request.query.format === 'csv') {
        return reply.header('content-type', 'text/csv; charset=utf-8').send(csvOf(columns, example));
      }
      return sendSpreadsheet(
        reply,
        'xlsx',
        'students-template.xlsx',
        await workbookOf('Students', columns, example),
      );
    },
  );

  app.get(
    '/students',
    route({
      summary: "The college's students",
      description:
        'A page of the students of the college (search, batch, approved or pending) with the invites not used yet.',
      querystring: CollegeStudentsQuery,
      response: { 200: CollegeStudentsReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await listStudents(app, staffOf(request).collegeId, request.query)),
    }),
  );

  app.get(
    '/students/:id',
    route({
      summary: 'One student of the college',
      description:
        "A student's account, profile (with CVs) and results; 404 for a student of another college.",
      params: IdParams,
      response: { 200: CollegeStudentReply },
    }),
    async (request) => {
      const { user, student } = await collegeStudent(app, staffOf(request).collegeId, request.params.id);
      return {
        success: true as const,
        student: presentCollegeStudent(user, student),
        profile: await studentProfileView(app, user.id),
        results: await studentResults(app, user.id),
      };
    },
  );

  app.put(
    '/students/:id/accommodation',
    route({
      summary: "Set a student's time accommodation",
      description:
        'A standing time multiplier from 1 to 4 (1.25, 1.33, 1.5, 2…; 1 removes it): every test the student ' +
        "starts from now on runs its overall time and each question's timer that many times as long, and the " +
        "window's close moves by the extra time. 400 for a value outside 1–4 or not a number; 404 for a " +
        'student of another college.',
      params: IdParams,
      body: StudentAccommodationBody,
      response: { 200: StudentAccommodationReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await setTimeMultiplier(
        app,
        staffOf(request).collegeId,
        request.params.id,
        request.body.timeMultiplier,
      )),
    }),
  );

  for (const [path, approve] of [
    ['approve', true],
    ['reject', false],
  ] as const) {
    app.post(
      `/students/:id/${path}`,
      route({
        summary: approve ? 'Approve a student' : 'Reject a student',
        description: approve
          ? 'Approves a pending student of the college, who can then be invited to tests. 404 otherwise.'
          : 'Rejects a student of the college, who then leaves it. 404 for a student of another college.',
        params: IdParams,
        response: { 200: MessageReply },
      }),
      async (request) => {
        await decideStudent(app, staffOf(request).collegeId, request.params.id, approve);
        return { success: true as const, message: approve ? 'Student approved' : 'Student rejected' };
      },
    );
  }
};
