import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CategoriesReply,
  CategoryBody,
  CategoryReply,
  ErrorReplies,
  Id,
  MessageReply,
  OrganisationReply,
  OrganisationsQuery,
  OrganisationsReply,
  QuestionListReply,
  QuestionQuery,
  QuestionReply,
  TopicBody,
  TopicReply,
  TopicsReply,
  VerifyReply,
} from '@placement/contract';
import { Type } from 'typebox';
import { badRequest } from '../../lib/http-error';
import {
  createCategory,
  deleteCategory,
  listCategories,
  renameCategory,
} from '../../services/admin/categories';
import { decideOrganisation, listOrganisations } from '../../services/admin/organisations';
import {
  createSharedTopic,
  listSharedTopics,
  sharedQuestion,
  sharedTopic,
} from '../../services/admin/topics';
import { verifyCodingQuestion } from '../../services/college/coding-gate';
import { addQuestion, listQuestions, presentQuestion } from '../../services/college/question-bank';
import { checkQuestionBody } from '../../services/college/question-body';

const IdParams = Type.Object({ id: Id });
const auth = { roles: ['admin' as const] };

/** /api/admin/*: categories, the shared question bank, and approval of new colleges and companies. */
export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // SPEC §7: the category list is read without a token
  app.get(
    '/category/get',
    { config: { auth: 'public' }, schema: { response: { 200: CategoriesReply } } },
    async () => ({ success: true as const, categories: await listCategories(app) }),
  );

  app.post(
    '/category',
    { config: { auth }, schema: { body: CategoryBody, response: { 200: CategoryReply, ...ErrorReplies } } },
    async (request) => ({ success: true as const, category: await createCategory(app, request.body.name) }),
  );

  app.put(
    '/category/:id',
    {
      config: { auth },
      schema: { params: IdParams, body: CategoryBody, response: { 200: CategoryReply, ...ErrorReplies } },
    },
    async (request) => ({
      success: true as const,
      category: await renameCategory(app, request.params.id, request.body.name),
    }),
  );

  app.delete(
    '/category/:id',
    { config: { auth }, schema: { params: IdParams, response: { 200: MessageReply, ...ErrorReplies } } },
    async (request) => {
      await deleteCategory(app, request.params.id);
      return { success: true, message: 'Category deleted' };
    },
  );

  app.get(
    '/topics',
    {
      config: { auth },
      schema: {
        response: { 200: TopicsReply, ...ErrorReplies },
      },
    },
    async () => ({ success: true as const, topics: await listSharedTopics(app) }),
  );

  app.post(
    '/topics',
    {
      config: { auth },
      schema: {
        body: TopicBody,
        response: { 200: TopicReply, ...ErrorReplies },
      },
    },
    async (request) => ({ success: true as const, topic: await createSharedTopic(app, request.body) }),
  );

  app.get(
    '/topics/:id/questions',
    {
      config: { auth },
      schema: {
        params: IdParams,
        querystring: QuestionQuery,
        response: { 200: QuestionListReply, ...ErrorReplies },
      },
    },
    async (request) => {
      const topic = await sharedTopic(app, request.params.id);
      return { success: true as const, ...(await listQuestions(app, topic.id, request.query)) };
    },
  );

  app.post(
    '/topics/:id/questions',
    {
      config: { auth },
      schema: {
        params: IdParams,
        body: Type.Record(Type.String(), Type.Unknown()),
        response: { 200: QuestionReply, ...ErrorReplies },
      },
    },
    async (request) => {
      const topic = await sharedTopic(app, request.params.id);
      const body = checkQuestionBody(topic.type, request.body);
      // a video belongs to one college's staff; a shared question would show it to no one else
      if (topic.type === 'video' && body.videoFile) {
        throw badRequest('Shared video questions cannot carry an uploaded video', 'VALIDATION');
      }
      const row = await addQuestion(app, topic, body);
      return { success: true as const, question: presentQuestion(row) };
    },
  );

  app.post(
    '/questions/:id/verify',
    { config: { auth }, schema: { params: IdParams, response: { 200: VerifyReply, ...ErrorReplies } } },
    async (request) => {
      const question = await sharedQuestion(app, request.params.id);
      if (question.type !== 'compiler')
        throw badRequest('Only coding questions have a reference solution to check');
      const verification = await verifyCodingQuestion(app, question.id, question.body as never);
      return { success: true as const, verification };
    },
  );

  app.get(
    '/organisations',
    {
      config: { auth },
      schema: { querystring: OrganisationsQuery, response: { 200: OrganisationsReply, ...ErrorReplies } },
    },
    async (request) => ({ success: true as const, ...(await listOrganisations(app, request.query)) }),
  );

  for (const kind of ['college', 'company'] as const) {
    const plural = kind === 'college' ? 'colleges' : 'companies';
    for (const decision of ['approve', 'reject'] as const) {
      app.post(
        `/${plural}/:id/${decision}`,
        {
          config: { auth },
          schema: { params: IdParams, response: { 200: OrganisationReply, ...ErrorReplies } },
        },
        async (request) => ({
          success: true as const,
          message: decision === 'approve' ? 'Approved' : 'Rejected',
          organisation: await decideOrganisation(app, kind, request.params.id, decision === 'approve'),
        }),
      );
    }
  }
};
