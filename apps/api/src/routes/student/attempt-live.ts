import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AnnouncementParams,
  ErrorReplies,
  MessageReply,
  TestIdParams,
  TestLiveReply,
} from '@placement/contract';
import { actor } from '../../plugins/auth';
import { acknowledgeAnnouncement, attemptLiveState } from '../../services/live/student-state';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';
import { attemptRoute } from './attempts';

const tags = tagsOf('student', 'tests');
const route = routesOf(attemptRoute, tags, ErrorReplies);

/** What the test page reads of the people running the test: its live state and their announcements (#29). */
export const studentAttemptLiveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/student/test/:id/live',
    route({
      summary: 'The running test as the server has it now',
      description:
        "The attempt's clocks on the server (standing still while paused), whether the people running the test " +
        'paused or ended it (and who), their newest action in words, and the announcements of the test with ' +
        'whether the student acknowledged each. The test page asks when the connection probe reports a newer ' +
        'notice, and on load. 403 when not invited, 409 before the test is started.',
      params: TestIdParams,
      response: { 200: TestLiveReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await attemptLiveState(app, actor(request).user.id, request.params.id)),
    }),
  );

  app.post(
    '/student/test/:id/announcements/:announcementId/acknowledge',
    route({
      summary: 'Acknowledge an announcement',
      description:
        'The student read an announcement of the test ("Got it"); it stays in their list. Again changes ' +
        'nothing. 404 for an announcement not meant for them.',
      params: AnnouncementParams,
      response: { 200: MessageReply },
    }),
    async (request) => {
      const { id, announcementId } = request.params;
      await acknowledgeAnnouncement(app, actor(request).user.id, id, announcementId);
      return { success: true, message: 'Acknowledged' };
    },
  );
};
