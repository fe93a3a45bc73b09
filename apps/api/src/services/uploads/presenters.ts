import type { FileInfo } from '@placement/contract';
import { fileUrl, type UserFileRow } from './uploads';

/** An uploaded file as every portal sees it: its name, type, size and the URL that serves it. */
export function presentFile(row: UserFileRow): FileInfo {
  return {
    _id: row.id,
    key: row.id,
    name: row.name,
    contentType: row.contentType,
    size: row.size,
    url: fileUrl(row.id),
    uploadedAt: row.createdAt.toISOString(),
  };
}
