import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;
export type SpreadsheetFormat = keyof typeof CONTENT_TYPES;

/** `?format=csv` or `xlsx` (the default) of a download. */
export const SpreadsheetFormatQuery = Type.Optional(Type.Union([Type.Literal('xlsx'), Type.Literal('csv')]));

/** A spreadsheet as a download named `fileName`. */
export const sendSpreadsheet = (
  reply: FastifyReply,
  format: SpreadsheetFormat,
  fileName: string,
  data: Buffer | string,
) =>
  reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(data);
