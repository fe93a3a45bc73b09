import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ErrorReplies,
  IdParams,
  QuestionListReply,
  QuestionQuery,
  QuestionReply,
  QuestionWriteBody,
  type TopicType,
  VerifyReply,
} from '@placement/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteAuth } from '../../plugins/auth';
import { verifyCodingQuestion } from '../../services/assessments/coding-gate';
import { questionReply } from '../../services/question-bank/presenters';
import {
  addQuestion,
  listQuestions,
  type QuestionRow,
  type TopicRow,
} from '../../services/question-bank/question-bank';
import type { QuestionBody } from '../../services/question-bank/question-body';
import { routesOf } from '../route-options';

type Doc = { summary: string; description: string };

/** One bank's reach (a college's, or the admin's shared one): which topics and questions the caller may use. */
export interface TopicQuestionsPortal {
  auth: RouteAuth;
  tags: string[];
  /** what /api/docs says of listing a topic's questions, adding one, and verifying a coding question */
  docs: { list: Doc; add: Doc; verify: Doc };
  /** a topic whose questions the caller may read; 404 otherwise */
  readableTopic(request: FastifyRequest, topicId: string): Promise<TopicRow>;
  /** a topic the caller may add questions to; 404 otherwise */
  writableTopic(request: FastifyRequest, topicId: string): Promise<TopicRow>;
  /** the body checked by its type's rules and the bank's own (a video's clip) */
  checkBody(request: FastifyRequest, type: TopicType, body: unknown): Promise<QuestionBody>;
  /** a question the caller may verify; 404 otherwise */
  verifiableQuestion(request: FastifyRequest, questionId: string): Promise<QuestionRow>;
}

/**
 * The routes a college's bank and the admin's shared bank both serve, under the portal's prefix: a topic's
 * questions, adding one, and verifying a coding question in the judge.
 */
export function addTopicQuestionRoutes(fastify: FastifyInstance, portal: TopicQuestionsPortal): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const route = routesOf({ auth: portal.auth }, portal.tags, ErrorReplies);

  app.get(
    '/topics/:id/questions',
    route({
      ...portal.docs.list,
      params: IdParams,
      querystring: QuestionQuery,
      response: { 200: QuestionListReply },
    }),
    async (request) => {
      const topic = await portal.readableTopic(request, request.params.id);
      return { success: true as const, ...(await listQuestions(app, topic.id, request.query)) };
    },
  );

  app.post(
    '/topics/:id/questions',
    route({
      ...portal.docs.add,
      params: IdParams,
      body: QuestionWriteBody,
      response: { 200: QuestionReply },
    }),
    async (request) => {
      const topic = await portal.writableTopic(request, request.params.id);
      const body = await portal.checkBody(request, topic.type, request.body);
      return questionReply(await addQuestion(app, topic, body));
    },
  );

  app.post(
    '/questions/:id/verify',
    route({ ...portal.docs.verify, params: IdParams, response: { 200: VerifyReply } }),
    async (request) => {
      const question = await portal.verifiableQuestion(request, request.params.id);
      return { success: true as const, verification: await verifyCodingQuestion(app, question) };
    },
  );
}
