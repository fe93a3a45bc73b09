import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BulkInviteReply,
  CollegeStudentReply,
  CollegeStudentsQuery,
  CollegeStudentsReply,
  ErrorReplies,
  MessageReply,
  StudentInviteBody,
  StudentInviteReply,
} from '@placement/contract';
import { Type } from 'typebox';
import { csvOf } from '../../lib/csv';
import { badRequest } from '../../lib/http-error';
import { workbookOf } from '../../services/college/spreadsheet';
import { collegeStaff, staffOf } from '../../services/college/staff';
import {
  collegeName,
  collegeStudent,
  decideStudent,
  inviteStudent,
  inviteStudentsFromSheet,
  listStudents,
  STUDENT_TEMPLATE,
} from '../../services/college/students';
import { studentResults } from '../../services/shared/assessments/results';
import { studentProfileView } from '../../services/shared/student-profile-view';
import { readMultipart } from '../../services/shared/uploads';

const IdParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});

export const collegeStudentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/students/invite',
    {
      config: { auth: collegeStaff },
      schema: { body: StudentInviteBody, response: { 200: StudentInviteReply, ...ErrorReplies } },
    },
    async (request) => {
      const { collegeId } = staffOf(request);
      const inviteUrl = await inviteStudent(app, collegeId, await collegeName(app, collegeId), request.body);
      return { success: true as const, message: `Invite sent to ${request.body.Email}`, inviteUrl };
    },
  );

  app.post(
    '/students/invite/bulk',
    { config: { auth: collegeStaff }, schema: { response: { 200: BulkInviteReply, ...ErrorReplies } } },
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
        querystring: Type.Object({
          format: Type.Optional(Type.Union([Type.Literal('xlsx'), Type.Literal('csv')])),
        }),
      },
    },
    async (request, reply) => {
      const example = [['Asha', 'Verma', 'asha@example.edu', '2027', 'true']];
      if (request.query.format === 'csv') {
        return reply.header('content-type', 'text/csv; charset=utf-8').send(csvOf(STUDENT_TEMPLATE, example));
      }
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="students-template.xlsx"')
        .send(await workbookOf('Students', STUDENT_TEMPLATE, example));
    },
  );

  app.get(
    '/students',
    {
      config: { auth: collegeStaff },
      schema: {
        querystring: CollegeStudentsQuery,
        response: { 200: CollegeStudentsReply, ...ErrorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listStudents(app, staffOf(request).collegeId, request.query)),
    }),
  );

  app.get(
    '/students/:id',
    {
      config: { auth: collegeStaff },
      schema: { params: IdParams, response: { 200: CollegeStudentReply, ...ErrorReplies } },
    },
    async (request) => {
      const { user, student } = await collegeStudent(app, staffOf(request).collegeId, request.params.id);
      return {
        success: true as const,
        student: {
          _id: user.id,
          FirstName: user.firstName,
          LastName: user.lastName,
          Email: user.email,
          PhoneNumber: user.phoneNumber,
          Batch: student.batch,
          approved: student.approved,
        },
        profile: await studentProfileView(app, user.id),
        results: await studentResults(app, user.id),
      };
    },
  );

  for (const [path, approve] of [
    ['approve', true],
    ['reject', false],
  ] as const) {
    app.post(
      `/students/:id/${path}`,
      {
        config: { auth: collegeStaff },
        schema: { params: IdParams, response: { 200: MessageReply, ...ErrorReplies } },
      },
      async (request) => {
        await decideStudent(app, staffOf(request).collegeId, request.params.id, approve);
        return { success: true as const, message: approve ? 'Student approved' : 'Student rejected' };
      },
    );
  }
};
