import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReplies, RecordImportConfirmReply, RecordImportPreviewReply } from '@placement/contract';
import { RECORD_IMPORT_COLUMNS } from '@placement/domain';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { csvOf } from '../../lib/csv';
import { badRequest } from '../../lib/http-error';
import { workbookOf } from '../../lib/spreadsheet';
import { collegeStaff, staffOf } from '../../services/account/college-staff';
import { confirmRecordImport, previewRecordImport } from '../../services/season/record-import';
import { readMultipart } from '../../services/uploads/uploads';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';
import { sendSpreadsheet } from '../spreadsheet-reply';

const tags = tagsOf('college', 'placement season');
const route = routesOf({ auth: collegeStaff }, tags, ErrorReplies);

/** The same limits as the class-list import: one .xlsx or .csv of at most 2 MB and 2,000 rows. */
const MAX_SHEET_BYTES = 2 * 1024 * 1024;

async function sheetOf(request: FastifyRequest) {
  const { files } = await readMultipart(request, { maxFileSize: MAX_SHEET_BYTES, maxFiles: 1 });
  const file = files.find((f) => f.field === 'file');
  if (!file) throw badRequest('files not selected');
  return file.data;
}

const COLUMNS_TEXT =
  'Columns (in any order, as the template names them or as commonly written: "Roll No", "Class 12 %"): ' +
  `${RECORD_IMPORT_COLUMNS.map((c) => c.header).join(', ')}. A row finds its student by RollNumber, or by ` +
  'Email (which also sets the roll number of a student who has none); each filled cell sets its field and ' +
  'verifies it, a blank cell leaves the field as it is.';

/**
 * Bulk verification of academic records (#45), beside the single record's routes in season.ts. The upload is
 * read at preview and again at confirm, so nothing the client sends back can stand in for it.
 */
export const collegeRecordImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/season/records/import/preview',
    route({
      summary: 'Preview an import of academic records',
      description:
        `Multipart \`file\`: an .xlsx or .csv of at most 2 MB and 2,000 rows. ${COLUMNS_TEXT} Writes nothing; ` +
        'answers each usable row with its student and the changes it makes, and every row it cannot use with ' +
        'its reasons (an unknown roll number or e-mail, a roll number or e-mail twice in the file, a CGPA ' +
        'outside its scale, a percentage above 100, a branch the college does not offer, a value that is not a ' +
        'number). 400 for an unknown column or an empty file.',
      response: { 200: RecordImportPreviewReply },
    }),
    async (request) => previewRecordImport(app, staffOf(request).collegeId, await sheetOf(request)),
  );

  app.post(
    '/season/records/import/confirm',
    route({
      summary: 'Import academic records and verify them',
      description:
        'The same multipart `file` as the preview, read again: every usable row is written in one transaction, ' +
        'its fields verified, and each change logged with its old and new value; the rows it cannot use are ' +
        'answered as at the preview and left out. 409 when a roll number was given to another student meanwhile.',
      response: { 200: RecordImportConfirmReply },
    }),
    async (request) => confirmRecordImport(app, staffOf(request), await sheetOf(request)),
  );

  app.get(
    '/season/records/template',
    {
      config: { auth: collegeStaff },
      schema: {
        tags,
        summary: 'The academic records template',
        description: `The spreadsheet (xlsx, or csv with \`format=csv\`) the records import reads, with an example row. ${COLUMNS_TEXT}`,
        querystring: Type.Object({
          format: Type.Optional(Type.Union([Type.Literal('xlsx'), Type.Literal('csv')])),
        }),
      },
    },
    async (request, reply) => {
      const columns = RECORD_IMPORT_COLUMNS.map((c) => c.header);
      const example = [
        [
          '21CS001',
          'asha@example.edu',
          'B.Tech',
          'CSE',
          '2027',
          '8.1',
          '10',
          '91',
          '88',
          '',
          '0',
          '0',
          '0',
          'female',
        ],
      ];
      if (request.query.format === 'csv') {
        return sendSpreadsheet(reply, 'csv', 'records-template.csv', csvOf(columns, example));
      }
      return sendSpreadsheet(
        reply,
        'xlsx',
        'records-template.xlsx',
        await workbookOf('Records', columns, example),
      );
    },
  );
};
