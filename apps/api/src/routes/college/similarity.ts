import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorReplies,
  Id,
  IdParams,
  SimilarityPairReply,
  SimilarityQuery,
  SimilarityReply,
  SimilarityStartReply,
} from '@placement/contract';
import { Type } from 'typebox';
import { collegeStaff, staffOf } from '../../services/account/college-staff';
import { similarityOverview, similarityPair } from '../../services/results/similarity/queries';
import { requestSimilarityCheck } from '../../services/results/similarity/run';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';

const tags = tagsOf('college', 'similarity');
const route = routesOf({ auth: collegeStaff }, tags, ErrorReplies);

const PairParams = Type.Object({ id: Id, pairId: Id });

/** Code similarity across an assessment's coding answers: the college's own assessments only. */
export const collegeSimilarityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/assessments/:id/similarity',
    route({
      summary: 'Code similarity of an assessment',
      description:
        "The state of the last similarity check of the assessment's coding answers and, per question, the " +
        'pairs of students whose code is at least `threshold` alike. 404 for an assessment of another college.',
      params: IdParams,
      querystring: SimilarityQuery,
      response: { 200: SimilarityReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await similarityOverview(
        app,
        staffOf(request).collegeId,
        request.params.id,
        request.query.threshold,
      )),
    }),
  );

  app.post(
    '/assessments/:id/similarity',
    route({
      summary: 'Run the code similarity check',
      description:
        "Queues a (new) similarity check of the assessment's coding answers, which runs in the background; " +
        '202 at once, then poll GET …/similarity. 404 for an assessment of another college.',
      params: IdParams,
      response: { 202: SimilarityStartReply },
    }),
    async (request, reply) =>
      reply.code(202).send({
        success: true as const,
        ...(await requestSimilarityCheck(app, staffOf(request).collegeId, request.params.id)),
      }),
  );

  app.get(
    '/assessments/:id/similarity/pairs/:pairId',
    route({
      summary: 'Two answers side by side',
      description:
        "Both students' code of one similar pair with the matching fragments marked. 404 for a pair not of " +
        'this assessment or an assessment of another college.',
      params: PairParams,
      response: { 200: SimilarityPairReply },
    }),
    async (request) => ({
      success: true as const,
      pair: await similarityPair(app, staffOf(request).collegeId, request.params.id, request.params.pairId),
    }),
  );
};
