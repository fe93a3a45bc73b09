import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReplies, TopicBody, TopicReply, TopicsReply } from '@placement/contract';
import { badRequest } from '../../lib/http-error';
import { checkQuestionBody } from '../../services/question-bank/question-body';
import {
  createSharedTopic,
  listSharedTopics,
  sharedQuestion,
  sharedTopic,
} from '../../services/question-bank/shared-topics';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';
import { addTopicQuestionRoutes } from '../shared/topic-questions';

const auth = { roles: ['admin' as const] };
const bankTags = tagsOf('admin', 'shared question bank');
const route = routesOf({ auth }, bankTags, ErrorReplies);

/** /api/admin/topics and /questions: the shared question bank every college reads. */
export const adminQuestionBankRoutes: FastifyPluginAsyncTypebox = async (app) => {
  addTopicQuestionRoutes(app, {
    auth,
    tags: bankTags,
    docs: {
      list: {
        summary: "A shared topic's questions",
        description:
          'A page of the questions of a shared topic, with keys, filtered by level; 404 for an unknown topic.',
      },
      add: {
        summary: 'Add a question to a shared topic',
        description:
          "The body is the topic's question type, checked by that type's rules. 400 for a question that breaks " +
          'them or a video question with an uploaded clip (a clip belongs to one college); 404 for an unknown topic.',
      },
      verify: {
        summary: 'Verify a shared coding question',
        description:
          'Runs the reference solution in the judge on every testcase and checks that each known-wrong solution ' +
          'fails one; only a verified question may be in a published test. 400 for a question that is not a ' +
          'coding one, 404 for an unknown one.',
      },
    },
    readableTopic: (_request, topicId) => sharedTopic(app, topicId),
    writableTopic: (_request, topicId) => sharedTopic(app, topicId),
    checkBody: async (_request, type, raw) => {
      const body = checkQuestionBody(type, raw);
      // a video belongs to one college's staff; a shared question would show it to no one else
      if (type === 'video' && body.videoFile) {
        throw badRequest('Shared video questions cannot carry an uploaded video', 'VALIDATION');
      }
      return body;
    },
    verifiableQuestion: (_request, questionId) => sharedQuestion(app, questionId),
  });

  app.get(
    '/topics',
    route({
      summary: 'List shared topics',
      description: "The platform's shared topics, which every college can read and use in its tests.",
      response: { 200: TopicsReply },
    }),
    async () => ({ success: true as const, topics: await listSharedTopics(app) }),
  );

  app.post(
    '/topics',
    route({
      summary: 'Create a shared topic',
      description: 'Admins only: a topic of one question type in the shared bank every college reads.',
      body: TopicBody,
      response: { 200: TopicReply },
    }),
    async (request) => ({ success: true as const, topic: await createSharedTopic(app, request.body) }),
  );
};
