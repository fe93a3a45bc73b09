import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorReplies,
  IdParams,
  MessageReply,
  OverrideParams,
  OverridesReply,
  SetOverridesBody,
  SetOverridesReply,
} from '@placement/contract';
import { collegeStaff, staffOf } from '../../services/account/college-staff';
import { overridesOfAssessment, removeOverride, setOverrides } from '../../services/assessments/overrides';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';

const tags = tagsOf('college', 'tests');
const route = routesOf({ auth: collegeStaff }, tags, ErrorReplies);

/** A student's or a batch's own window and attempts on a test: the slots of a drive (Moodle's overrides). */
export const collegeOverrideRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/assessments/:id/overrides',
    route({
      summary: 'Students with their own window or attempts',
      description:
        'Every student of the test with an override: their own opening and closing time, extra attempts and ' +
        'the minutes an invigilator added before they started. 404 for an assessment of another college.',
      params: IdParams,
      response: { 200: OverridesReply },
    }),
    async (request) => ({
      success: true as const,
      overrides: await overridesOfAssessment(app, staffOf(request).collegeId, request.params.id),
    }),
  );

  app.put(
    '/assessments/:id/overrides',
    route({
      summary: 'Give students or a batch their own window or attempts',
      description:
        'For the students named (`studentIds`) or every invited student of one `batch`: their own `openAt` and ' +
        "`closeAt` (a slot of the drive; null goes back to the test's) and `extraAttempts` (0 to 20). Fields " +
        'left out are kept. 400 when both or neither of students and batch are given, when a student named is ' +
        'not invited (nothing is written), when the batch has no invited student or the window closes before ' +
        'it opens. 404 for an assessment of another college.',
      params: IdParams,
      body: SetOverridesBody,
      response: { 200: SetOverridesReply },
    }),
    async (request) => {
      const count = await setOverrides(app, staffOf(request).collegeId, request.params.id, request.body);
      return {
        success: true as const,
        message: `Saved for ${count} student${count === 1 ? '' : 's'}`,
        count,
      };
    },
  );

  app.delete(
    '/assessments/:id/overrides/:studentId',
    route({
      summary: "Give a student the test's own window again",
      description:
        "Clears the student's own opening and closing time (extra attempts and minutes stay). 404 when the " +
        'student has no override on the test, or for an assessment of another college.',
      params: OverrideParams,
      response: { 200: MessageReply },
    }),
    async (request) => {
      const { id, studentId } = request.params;
      await removeOverride(app, staffOf(request).collegeId, id, studentId);
      return { success: true, message: "Back to the test's own window" };
    },
  );
};
