import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AcademicFactsBody,
  AcademicRecordReply,
  EligibilityReply,
  EnrolmentBody,
  ErrorReplies,
  IdParams,
  StudentCycleReply,
  StudentCyclesReply,
} from '@placement/contract';
import { actor } from '../../plugins/auth';
import { findJob } from '../../services/jobs/jobs';
import { setEnrolment, studentCycles } from '../../services/season/cycles';
import { decideForJob, presentEligibility } from '../../services/season/eligibility';
import { ownRecord, studentEditsRecord } from '../../services/season/records';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';

const tags = tagsOf('student', 'placement season');
const route = routesOf({ auth: { roles: ['student' as const] } }, tags, ErrorReplies);

/** Under /api/student: the student's cycles, academic record, and why a job is or is not open to them. */
export const studentSeasonRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/season/cycles',
    route({
      summary: "The cycles of the student's college that cover their batch",
      description: 'Each with the words the student agrees to by enrolling, and their own enrolment if any.',
      response: { 200: StudentCyclesReply },
    }),
    async (request) => ({ success: true as const, cycles: await studentCycles(app, actor(request).user) }),
  );

  app.put(
    '/season/cycles/:id/enrolment',
    route({
      summary: 'Enrol in a cycle, or opt out of it',
      description:
        'Enrolling records the consent with its words and time; opting out needs a reason, and is refused (409) ' +
        'where the college does not allow it or the cycle is closed. 404 for a cycle that does not cover the ' +
        "student's batch.",
      params: IdParams,
      body: EnrolmentBody,
      response: { 200: StudentCycleReply },
    }),
    async (request) => ({
      success: true as const,
      message: request.body.state === 'enrolled' ? 'You are enrolled' : 'You opted out',
      cycle: await setEnrolment(app, actor(request).user, request.params.id, request.body),
    }),
  );

  app.get(
    '/season/record',
    route({
      summary: "The student's academic record",
      description: 'With the fields the placement cell has verified, which the student can no longer change.',
      response: { 200: AcademicRecordReply },
    }),
    async (request) => ({
      success: true as const,
      message: 'Record',
      record: await ownRecord(app, actor(request).user.id),
    }),
  );

  app.patch(
    '/season/record',
    route({
      summary: 'Fill or correct the academic record',
      description:
        '409 for a field the placement cell has verified; 403 for the roll number, which the cell sets; 400 for ' +
        'a CGPA outside its scale, a percentage above 100 or a branch the college does not offer.',
      body: AcademicFactsBody,
      response: { 200: AcademicRecordReply },
    }),
    async (request) => ({
      success: true as const,
      message: 'Record saved',
      record: await studentEditsRecord(app, actor(request).user, request.body),
    }),
  );

  app.get(
    '/jobs/:id/eligibility',
    route({
      summary: 'Whether the student may apply to a job, and every reason why not',
      description:
        "Each failing rule of the job's terms with its required and actual values, the cycle's offer policy, " +
        'and any inclusion or exclusion by the placement cell. 404 for a job the student cannot see.',
      params: IdParams,
      response: { 200: EligibilityReply },
    }),
    async (request) => {
      const { user } = actor(request);
      const job = await findJob(app, user, request.params.id);
      const decision = await decideForJob(app, user, { id: job._id, eligibleBatches: job.eligibleBatches });
      return { success: true as const, eligibility: presentEligibility(decision) };
    },
  );
};
