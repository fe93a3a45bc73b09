import { Readable } from 'node:stream';
import { studentPortalMessages } from '@placement/contract';
import { type UserFileKind, userFiles } from '@placement/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-error';
import { contentTypes, type FileType, SNIFF_BYTES, sniff } from './sniff';

export interface UploadedFile {
  field: string;
  name: string;
  data: Buffer;
}

export interface UploadLimits {
  /** bytes per file */
  maxFileSize: number;
  maxFiles: number;
}

/** Kinds uploaded ahead of the mail or question that will use them; unused ones are swept (see files.ts). */
export const DRAFT_KINDS = ['mail', 'video'] as const satisfies readonly UserFileKind[];
const isDraftKind = (kind: UserFileKind) => (DRAFT_KINDS as readonly UserFileKind[]).includes(kind);

export const tooLarge = () => new HttpError(413, studentPortalMessages.entityTooLarge, 'ENTITY_TOO_LARGE');

/**
 * Reads a whole multipart request into memory under the given limits. Every way a client can get the
 * upload wrong (not multipart, torn body, a file over the limit, too many files) becomes a 4xx.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: UploadLimits,
): Promise<{ files: UploadedFile[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw badRequest(studentPortalMessages.filesNotSelected);
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts({
      limits: { fileSize: limits.maxFileSize, files: limits.maxFiles, fields: 20, fieldSize: 4096 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // a browser sends an empty, nameless part for a file input left empty
        if (data.length === 0 && !part.filename) continue;
        files.push({ field: part.fieldname, name: part.filename ?? '', data });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error, limits);
  }
  return { files, fields };
}

function uploadError(error: unknown, limits: UploadLimits): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') return badRequest(`Upload at most ${limits.maxFiles} files at once`);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest('Too many form fields');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return badRequest(studentPortalMessages.filesNotSelected);
  return badRequest(studentPortalMessages.malformedUpload);
}

/**
 * Streams the one file of a multipart request (field `file`) into storage, checking its type from its first
 * bytes, and records it for `ownerId`. For files too big to hold in memory, such as videos.
 */
export async function storeStreamedUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  options: { ownerId: string; kind: UserFileKind; allowed: readonly FileType[]; maxFileSize: number },
): Promise<UserFileRow> {
  if (!request.isMultipart()) throw badRequest(studentPortalMessages.filesNotSelected);
  let stored: { key: string; size: number; type: FileType; name: string };
  try {
    stored = await streamToStorage(app, request, options);
  } catch (error) {
    throw uploadError(error, { maxFileSize: options.maxFileSize, maxFiles: 1 });
  }
  try {
    const [row] = await app.deps.db
      .insert(userFiles)
      .values({
        ownerId: options.ownerId,
        kind: options.kind,
        storageKey: stored.key,
        name: displayName(stored.name, stored.type),
        contentType: contentTypes[stored.type],
        size: stored.size,
        usedAt: isDraftKind(options.kind) ? null : new Date(),
      })
      .returning();
    if (!row) throw new Error('file row not written');
    return row;
  } catch (error) {
    await app.deps.storage.remove(stored.key);
    throw error;
  }
}

async function streamToStorage(
  app: FastifyInstance,
  request: FastifyRequest,
  options: { kind: UserFileKind; allowed: readonly FileType[]; maxFileSize: number },
) {
  const part = await request.file({ limits: { fileSize: options.maxFileSize, files: 1, fields: 5 } });
  if (part?.fieldname !== 'file') throw badRequest(studentPortalMessages.filesNotSelected);
  const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let head = Buffer.alloc(0);
  while (head.length < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    head = Buffer.concat([head, next.value]);
  }
  if (head.length === 0) throw badRequest(studentPortalMessages.filesNotSelected);
  const type = checkType({ data: head }, options.allowed);
  const whole = Readable.from(
    (async function* () {
      yield head;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    })(),
  );
  const { key, size } = await app.deps.storage.putStream(options.kind, type, whole);
  // busboy stops at the limit and marks the stream truncated rather than failing it
  if (part.file.truncated) {
    await app.deps.storage.remove(key);
    throw tooLarge();
  }
  return { key, size, type, name: part.filename ?? '' };
}

/** The file's real type if it is one of `allowed`, else a 400 naming what is accepted. */
export function checkType(file: { data: Buffer }, allowed: readonly FileType[]): FileType {
  const type = sniff(file.data);
  if (!type || !allowed.includes(type)) {
    throw badRequest(
      `${studentPortalMessages.unsupportedFile}: upload ${allowed.join(', ').toUpperCase()} only`,
    );
  }
  return type;
}

/** A display name: no path, no control characters, bounded length. */
export function displayName(name: string, type: FileType): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 120);
  return base || `file.${type}`;
}

export type UserFileRow = typeof userFiles.$inferSelect;

/** Stores the bytes and records who owns them; the row decides who may read the file later. */
export async function storeUserFile(
  app: FastifyInstance,
  ownerId: string,
  kind: UserFileKind,
  file: { name: string; data: Buffer },
  type: FileType,
): Promise<UserFileRow> {
  const storageKey = await app.deps.storage.put(kind, type, file.data);
  try {
    const [row] = await app.deps.db
      .insert(userFiles)
      .values({
        ownerId,
        kind,
        storageKey,
        name: displayName(file.name, type),
        contentType: contentTypes[type],
        size: file.data.length,
        usedAt: isDraftKind(kind) ? null : new Date(),
      })
      .returning();
    if (!row) throw new Error('file row not written');
    return row;
  } catch (error) {
    await app.deps.storage.remove(storageKey);
    throw error;
  }
}

export const fileUrl = (id: string) => `/api/files/${id}`;
