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
import {
  createSharedTopic,
  listSharedTopics,
  sharedQuestion,
  sharedTopic,
} from '../../services/admin/topics';
import { verifyCodingQuestion } from '../../services/college/coding-gate';
import { decideOrganisation, listOrganisations } from '../../services/organisations/organisations';
import { addQuestion, listQuestions, presentQuestion } from '../../services/question-bank/question-bank';
import { checkQuestionBody } from '../../services/question-bank/question-body';
import { tagsOf } from '../doc-tags';

const IdParams = Type.Object({ id: Id });
const auth = { roles: ['admin' as const] };
const categoryTags = tagsOf('admin', 'categories');
const bankTags = tagsOf('admin', 'shared question bank');
const organisationTags = tagsOf('admin', 'organisations');

/** /api/admin/*: categories, the shared question bank, and approval of new colleges and companies. */
export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // SPEC §7: the category list is read without a token
  app.get(
    '/category/get',
    {
      config: { auth: 'public' },
      schema: {
        tags: categoryTags,
        summary: 'List assessment categories',
        description: 'Public: the categories an assessment can be filed under (Aptitude, Technical…).',
        response: { 200: CategoriesReply },
      },
    },
    async () => ({ success: true as const, categories: await listCategories(app) }),
  );

  app.post(
    '/category',
    {
      config: { auth },
      schema: {
        tags: categoryTags,
        summary: 'Add a category',
        description:
          'Admins only. 409 when a category of that name exists (names are unique regardless of case).',
        body: CategoryBody,
        response: { 200: CategoryReply, ...ErrorReplies },
      },
    },
    async (request) => ({ success: true as const, category: await createCategory(app, request.body.name) }),
  );

  app.put(
    '/category/:id',
    {
      config: { auth },
      schema: {
        tags: categoryTags,
        summary: 'Rename a category',
        description: 'Admins only. 404 for an unknown category, 409 when the new name is taken.',
        params: IdParams,
        body: CategoryBody,
        response: { 200: CategoryReply, ...ErrorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      category: await renameCategory(app, request.params.id, request.body.name),
    }),
  );

  app.delete(
    '/category/:id',
    {
      config: { auth },
      schema: {
        tags: categoryTags,
        summary: 'Delete a category',
        description: 'Admins only. 404 for an unknown category, 409 while an assessment uses it.',
        params: IdParams,
        response: { 200: MessageReply, ...ErrorReplies },
      },
    },
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
        tags: bankTags,
        summary: 'List shared topics',
        description: "The platform's shared topics, which every college can read and use in its tests.",
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
        tags: bankTags,
        summary: 'Create a shared topic',
        description: 'Admins only: a topic of one question type in the shared bank every college reads.',
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
        tags: bankTags,
        summary: "A shared topic's questions",
        description:
          'A page of the questions of a shared topic, with keys, filtered by level; 404 for an unknown topic.',
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
        tags: bankTags,
        summary: 'Add a question to a shared topic',
        description:
          "The body is the topic's question type, checked by that type's rules. 400 for a question that breaks " +
          'them or a video question with an uploaded clip (a clip belongs to one college); 404 for an unknown topic.',
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
    {
      config: { auth },
      schema: {
        tags: bankTags,
        summary: 'Verify a shared coding question',
        description:
          'Runs the reference solution in the judge on every testcase and checks that each known-wrong solution ' +
          'fails one; only a verified question may be in a published test. 400 for a question that is not a ' +
          'coding one, 404 for an unknown one.',
        params: IdParams,
        response: { 200: VerifyReply, ...ErrorReplies },
      },
    },
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
      schema: {
        tags: organisationTags,
        summary: 'Colleges and companies by status',
        description:
          'Admins only: the organisations that signed up, filtered by kind and status (pending, approved, rejected).',
        querystring: OrganisationsQuery,
        response: { 200: OrganisationsReply, ...ErrorReplies },
      },
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
          schema: {
            tags: organisationTags,
            summary: `${decision === 'approve' ? 'Approve' : 'Reject'} a ${kind}`,
            description:
              decision === 'approve'
                ? `Admins only: the ${kind}'s staff can sign in from now on. 404 for an unknown ${kind}.`
                : `Admins only: the ${kind}'s staff are signed out and cannot sign in. 404 for an unknown ${kind}.`,
            params: IdParams,
            response: { 200: OrganisationReply, ...ErrorReplies },
          },
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
