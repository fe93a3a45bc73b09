import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AcademicRecordReply,
  CollegeBranchesBody,
  CollegeBranchesReply,
  CycleBody,
  CycleEnrolmentsReply,
  CycleReply,
  CyclesReply,
  EligibilityOverrideBody,
  EligibilityOverrideParams,
  ErrorReplies,
  IdParams,
  JobLogReply,
  JobTermsBody,
  JobTermsReply,
  MessageReply,
  OfferPolicy,
  RecordChangesReply,
  StaffRecordBody,
} from '@placement/contract';
import { actor } from '../../plugins/auth';
import { collegeStaff, staffOf } from '../../services/account/college-staff';
import { branchesOf, setBranches } from '../../services/season/branches';
import { collegeCycles, createCycle, enrolmentsOf, setPolicy } from '../../services/season/cycles';
import { jobLogOf, setEligibilityOverride, setJobTerms } from '../../services/season/job-terms';
import { recordChanges, staffEditsRecord, staffRecord } from '../../services/season/records';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';

const tags = tagsOf('college', 'placement season');
const route = routesOf({ auth: collegeStaff }, tags, ErrorReplies);

/** The placement cell's season (#45): cycles and their offer policy, verified records, a job's terms and rules. */
export const collegeSeasonRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const staffUser = (request: Parameters<typeof staffOf>[0]) => ({
    ...actor(request).user,
    ...staffOf(request),
  });

  app.get(
    '/season/cycles',
    route({
      summary: "The college's placement and internship cycles",
      description:
        'Each cycle with its current offer policy version and how many students enrolled or opted out.',
      response: { 200: CyclesReply },
    }),
    async (request) => ({
      success: true as const,
      cycles: await collegeCycles(app, staffOf(request).collegeId),
    }),
  );

  app.post(
    '/season/cycles',
    route({
      summary: 'Open a cycle',
      description:
        'A placement or internship cycle for an academic year ("2026-27") and the batches (pass-out years) it ' +
        'covers, with its offer policy (left out: regular, dream from 6 LPA, super dream from 15). 400 for a ' +
        'policy whose tiers overlap; 409 when the college already has that kind of cycle for the year.',
      body: CycleBody,
      response: { 200: CycleReply },
    }),
    async (request) => ({
      success: true as const,
      message: 'Cycle opened',
      cycle: await createCycle(app, staffOf(request), request.body),
    }),
  );

  app.put(
    '/season/cycles/:id/policy',
    route({
      summary: "Change the cycle's offer policy",
      description:
        'Saves a new version of the policy; applications made before keep the version they were judged under. ' +
        '400 for overlapping or unordered tiers; 404 for a cycle of another college.',
      params: IdParams,
      body: OfferPolicy,
      response: { 200: CycleReply },
    }),
    async (request) => ({
      success: true as const,
      message: 'Policy saved as a new version',
      cycle: await setPolicy(app, staffOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/season/cycles/:id/enrolments',
    route({
      summary: 'Who enrolled in the cycle, and who opted out and why',
      description: 'Every student with a place in the cycle, with the time of their consent or their reason.',
      params: IdParams,
      response: { 200: CycleEnrolmentsReply },
    }),
    async (request) => ({
      success: true as const,
      enrolments: await enrolmentsOf(app, staffOf(request).collegeId, request.params.id),
    }),
  );

  app.get(
    '/season/branches',
    route({
      summary: 'The programmes and branches the college offers',
      description: 'Records and job rules naming another programme or branch are refused.',
      response: { 200: CollegeBranchesReply },
    }),
    async (request) => ({
      success: true as const,
      branches: await branchesOf(app, staffOf(request).collegeId),
    }),
  );

  app.put(
    '/season/branches',
    route({
      summary: 'Set the programmes and branches the college offers',
      description: 'Replaces the whole list.',
      body: CollegeBranchesBody,
      response: { 200: CollegeBranchesReply },
    }),
    async (request) => ({
      success: true as const,
      branches: await setBranches(app, staffOf(request).collegeId, request.body.branches),
    }),
  );

  app.get(
    '/season/records/:id',
    route({
      summary: "A student's academic record",
      description: 'With the fields the college has verified. 404 for a student of another college.',
      params: IdParams,
      response: { 200: AcademicRecordReply },
    }),
    async (request) => ({
      success: true as const,
      message: 'Record',
      record: await staffRecord(app, staffOf(request).collegeId, request.params.id),
    }),
  );

  app.patch(
    '/season/records/:id',
    route({
      summary: "Correct, verify or unlock a student's academic record",
      description:
        '`facts` changes values; `verify` locks fields for the student, `unverify` unlocks them. Every change ' +
        'is logged with its old and new value. 400 for a CGPA outside its scale, a percentage above 100 or a ' +
        'branch the college does not offer (nothing is written); 409 for a roll number another student has.',
      params: IdParams,
      body: StaffRecordBody,
      response: { 200: AcademicRecordReply },
    }),
    async (request) => ({
      success: true as const,
      message: 'Record saved',
      record: await staffEditsRecord(app, staffOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/season/records/:id/changes',
    route({
      summary: "The log of a student's academic record",
      description:
        'Every edit, verification and unlock, newest first, with old and new values and who made it.',
      params: IdParams,
      response: { 200: RecordChangesReply },
    }),
    async (request) => ({
      success: true as const,
      changes: await recordChanges(app, staffOf(request).collegeId, request.params.id),
    }),
  );

  app.put(
    '/season/jobs/:id/terms',
    route({
      summary: "Set a job's terms and eligibility rules at the college",
      description:
        'For a job the college runs: its cycle, CTC (LPA) and breakdown, bond and eligibility rules, approved ' +
        'at once and logged. 400 for a rule naming a branch or programme the college does not offer; 404 for a ' +
        'job the college cannot see or a cycle of another college.',
      params: IdParams,
      body: JobTermsBody,
      response: { 200: JobTermsReply },
    }),
    async (request) => ({
      success: true as const,
      message: 'Terms saved',
      terms: await setJobTerms(app, staffUser(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/season/jobs/:id/students/:studentId/eligibility',
    route({
      summary: 'Include or exclude a student for one job',
      description:
        "Outranks the job's rules for this student, with a reason that goes on the job's log. 404 for a job the " +
        'college cannot see or a student of another college.',
      params: EligibilityOverrideParams,
      body: EligibilityOverrideBody,
      response: { 200: MessageReply },
    }),
    async (request) => {
      const { id, studentId } = request.params;
      const name = await setEligibilityOverride(app, staffUser(request), id, studentId, request.body);
      const verb = request.body.decision === 'include' ? 'included in' : 'excluded from';
      return { success: true, message: `${name} ${verb} this job` };
    },
  );

  app.get(
    '/season/jobs/:id/log',
    route({
      summary: "The job's log at the college",
      description: 'Terms set, students included or excluded, with who and why; newest first.',
      params: IdParams,
      response: { 200: JobLogReply },
    }),
    async (request) => ({
      success: true as const,
      entries: await jobLogOf(app, staffUser(request), request.params.id),
    }),
  );
};
