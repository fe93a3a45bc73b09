import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorReplies,
  Id,
  SimilarityPairReply,
  SimilarityQuery,
  SimilarityReply,
  SimilarityStartReply,
} from '@placement/contract';
import { Type } from 'typebox';
import { similarityOverview, similarityPair } from '../../services/college/similarity/queries';
import { requestSimilarityCheck } from '../../services/college/similarity/run';
import { collegeStaff, staffOf } from '../../services/college/staff';

const IdParams = Type.Object({ id: Id });
const PairParams = Type.Object({ id: Id, pairId: Id });

/** Code similarity across an assessment's coding answers: the college's own assessments only. */
export const collegeSimilarityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/assessments/:id/similarity',
    {
      config: { auth: collegeStaff },
      schema: {
        params: IdParams,
        querystring: SimilarityQuery,
        response: { 200: SimilarityReply, ...ErrorReplies },
      },
    },
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
    {
      config: { auth: collegeStaff },
      schema: { params: IdParams, response: { 202: SimilarityStartReply, ...ErrorReplies } },
    },
    async (request, reply) =>
      reply.code(202).send({
        success: true as const,
        ...(await requestSimilarityCheck(app, staffOf(request).collegeId, request.params.id)),
      }),
  );

  app.get(
    '/assessments/:id/similarity/pairs/:pairId',
    {
      config: { auth: collegeStaff },
      schema: { params: PairParams, response: { 200: SimilarityPairReply, ...ErrorReplies } },
    },
    async (request) => ({
      success: true as const,
      pair: await similarityPair(app, staffOf(request).collegeId, request.params.id, request.params.pairId),
    }),
  );
};
