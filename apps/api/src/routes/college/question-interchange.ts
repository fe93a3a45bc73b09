import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorReplies,
  IdParams,
  ImportConfirmReply,
  ImportPlan,
  ImportPreviewReply,
} from '@placement/contract';
import { Compile } from 'typebox/compile';
import { badRequest } from '../../lib/http-error';
import { collegeStaff, staffOf } from '../../services/account/college-staff';
import { confirmImport, exportTopic, previewImport } from '../../services/question-bank/question-interchange';
import { readMultipart } from '../../services/uploads/uploads';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';

const tags = tagsOf('college', 'question bank');
const route = routesOf({ auth: collegeStaff }, tags, ErrorReplies);

/** A Moodle XML file, a GIFT file or a QTI package with its images. */
export const MAX_BANK_BYTES = 20 * 1024 * 1024;

const planChecker = Compile(ImportPlan);

async function bankOf(request: Parameters<typeof readMultipart>[0]) {
  const { files, fields } = await readMultipart(request, { maxFileSize: MAX_BANK_BYTES, maxFiles: 1 });
  const file = files.find((f) => f.field === 'file');
  if (!file) throw badRequest('files not selected');
  return { file: { name: file.name, data: file.data }, fields };
}

function planOf(raw: string | undefined): ImportPlan {
  let plan: unknown;
  try {
    plan = JSON.parse(raw ?? '');
  } catch {
    throw badRequest('plan must be JSON naming a topic for each type: {"mcq":{"topicId":…}|{"heading":…},…}');
  }
  if (!planChecker.Check(plan)) {
    const first = [...planChecker.Errors(plan)][0];
    throw badRequest(
      `plan${first?.instancePath.replaceAll('/', '.') ?? ''} ${first?.message ?? 'is invalid'}`,
    );
  }
  return plan;
}

/**
 * Moodle XML, QTI 2.1 and GIFT in and QTI 2.1 out, beside the spreadsheet import of question-bank.ts. The
 * upload is read twice, at preview and at confirm, so nothing the client sends back can stand in for it.
 */
export const questionInterchangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/import/preview',
    route({
      summary: 'Preview a Moodle XML, QTI 2.1 or GIFT import',
      description:
        'Multipart `file` of at most 20 MB, in UTF-8: a Moodle XML `<quiz>` file, a GIFT text file, or QTI 2.1 ' +
        '(a .zip content package with imsmanifest.xml and its images, or one assessmentItem .xml). Reads it ' +
        'without writing anything and answers the questions found, grouped by the question type each becomes, ' +
        'with the topic headings proposed, and the items that cannot be imported with the reason. 400 for a ' +
        'file in none of these formats (QTI 1.2 is refused with a hint) or past the limits on items and size.',
      response: { 200: ImportPreviewReply },
    }),
    async (request) => {
      const { file } = await bankOf(request);
      return previewImport(app, staffOf(request).collegeId, file);
    },
  );

  app.post(
    '/import/confirm',
    route({
      summary: 'Import a Moodle XML, QTI 2.1 or GIFT file',
      description:
        'The same multipart `file` as the preview (Moodle XML, QTI 2.1 package or item, or GIFT; read again, so ' +
        'nothing from the preview is trusted) and a `plan` field in JSON naming, for each question type, an ' +
        'existing topic of the college (`{"topicId":…}`) or a new one (`{"heading":…}`). Stores the questions ' +
        'and their images; 400 for a bad plan or file, 404 for a topic of another college.',
      response: { 200: ImportConfirmReply },
    }),
    async (request) => {
      const { file, fields } = await bankOf(request);
      const plan = planOf(fields.plan);
      const { collegeId, userId } = staffOf(request);
      return confirmImport(app, { collegeId, userId }, file, plan);
    },
  );

  app.get(
    '/topics/:id/export.zip',
    {
      config: { auth: collegeStaff },
      schema: {
        tags,
        summary: 'Export a topic as a QTI 2.1 package',
        description:
          'A .zip content package (imsmanifest.xml and one QTI 2.1 assessmentItem per question, with the images ' +
          'they show) of a topic the college may read, for Moodle, Canvas and other QTI readers; coding and video ' +
          'questions, which QTI cannot carry, are left out. 404 for a topic of another college.',
        params: IdParams,
      },
    },
    async (request, reply) => {
      const { heading, zip } = await exportTopic(app, staffOf(request).collegeId, request.params.id);
      const name = heading.replace(/[^A-Za-z0-9 _-]/g, '_').trim() || 'topic';
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${name}-qti.zip"`)
        .send(zip);
    },
  );
};
