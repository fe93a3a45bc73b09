import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '@placement/contract';
import { Type } from 'typebox';
import { actor } from '../../plugins/auth';
import { contentDisposition, openFile, readableFile } from '../../services/uploads/files';
import { tagsOf } from '../doc-tags';
import { errors } from '../student/schemas';

/** Streams an uploaded file to someone allowed to see it (services/portal/files.ts says who). */
export const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/files/:id',
    {
      config: { auth: { roles: ['student', 'college', 'company', 'admin'] } },
      schema: {
        tags: tagsOf('shared', 'files'),
        summary: 'Download an uploaded file',
        description:
          'Streams a stored upload (CV, avatar, mail attachment, question image or video, proctoring screenshot) ' +
          'to a signed-in user allowed to see it, with its type and a download name. 404 when the file does not ' +
          'exist or the caller may not see it.',
        params: IdParams,
        response: { 200: Type.Unsafe<Readable>({ type: 'string', format: 'binary' }), ...errors },
      },
    },
    async (request, reply) => {
      const file = await readableFile(app, actor(request).user, request.params.id);
      const { stream, size } = await openFile(app, file);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', size)
        .header('content-disposition', contentDisposition(file))
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
};
