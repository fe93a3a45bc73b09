import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CALIBRATION_MESSAGES,
  CalibrationReply,
  CalibrationRunBody,
  CalibrationStartReply,
  CalibrationsReply,
  ErrorReplies,
  IdParams,
  MessageReply,
  ScoreScale,
  ScoreScaleReply,
} from '@placement/contract';
import { collegeStaff, staffOf } from '../../services/account/college-staff';
import { calibrationWithItems, listCalibrations } from '../../services/calibrations/queries';
import { requestCalibration } from '../../services/calibrations/run';
import { saveScoreScale, scoreScaleOf } from '../../services/calibrations/scale';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';

const tags = tagsOf('college', 'calibrations');
const route = routesOf({ auth: collegeStaff }, tags, ErrorReplies);

/** Item calibration of the college's own question bank and how its calibrated scores are reported (issue #35). */
export const collegeCalibrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/calibrations',
    route({
      summary: 'Calibrate the question bank',
      description:
        "Starts a new calibration version of the college's own questions from every graded answer in its ended " +
        'attempts (Rasch by default, or 2PL), run in the background: 202 at once with the running version, then ' +
        'poll GET /calibrations/{id}. Items with fewer answers than `pilotThreshold` (default 250) stay pilot ' +
        'items. 400 when the bank has no graded answers; a second request while one runs returns the running one.',
      body: CalibrationRunBody,
      response: { 202: CalibrationStartReply },
    }),
    async (request, reply) =>
      reply.code(202).send({
        success: true as const,
        ...(await requestCalibration(app, staffOf(request), request.body)),
      }),
  );

  app.get(
    '/calibrations',
    route({
      summary: 'Calibration versions',
      description: "The college's calibrations, newest first, with their state and item counts.",
      response: { 200: CalibrationsReply },
    }),
    async (request) => ({
      success: true as const,
      calibrations: await listCalibrations(app, staffOf(request).collegeId),
    }),
  );

  app.get(
    '/calibrations/:id',
    route({
      summary: 'One calibration with its item parameters',
      description:
        "A version's state and every question's difficulty (b), discrimination (a), their standard errors, " +
        'infit and outfit (Rasch), response count, status (calibrated or pilot) and exposure eligibility. 404 ' +
        "for another college's calibration.",
      params: IdParams,
      response: { 200: CalibrationReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await calibrationWithItems(app, staffOf(request).collegeId, request.params.id)),
    }),
  );

  app.get(
    '/score-scale',
    route({
      summary: 'Reported score scale',
      description:
        'How a calibrated adaptive attempt reports θ: `at + perLogit·θ` held within [min, max] (0–100 with θ = 0 ' +
        'at 50 and 15 points a logit until the college chooses).',
      response: { 200: ScoreScaleReply },
    }),
    async (request) => ({
      success: true as const,
      scale: await scoreScaleOf(app, staffOf(request).collegeId),
    }),
  );

  app.put(
    '/score-scale',
    route({
      summary: 'Set the reported score scale',
      description:
        'Sets the linear map from θ to the reported score for attempts scored from now on. 400 when min is not ' +
        'below max or perLogit is 0.',
      body: ScoreScale,
      response: { 200: MessageReply },
    }),
    async (request) => {
      await saveScoreScale(app, staffOf(request).collegeId, request.body);
      return { success: true, message: CALIBRATION_MESSAGES.scaleSaved };
    },
  );
};
