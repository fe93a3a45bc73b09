/** What a file is, judged by its first bytes; the client's name and content type are never trusted. */
export type FileType = 'pdf' | 'png' | 'jpeg' | 'webp' | 'gif' | 'doc' | 'docx' | 'mp4' | 'webm' | 'ogv';

export const contentTypes: Record<FileType, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
};

/** How many leading bytes `sniff` needs to decide. */
export const SNIFF_BYTES = 64;

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);

export function sniff(data: Buffer): FileType | null {
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'webp';
  }
  if (startsWith(data, [0x47, 0x49, 0x46, 0x38])) return 'gif'; // GIF8
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc'; // OLE2
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04]) && isWordZip(data)) return 'docx';
  if (startsWith(data, [0x66, 0x74, 0x79, 0x70], 4)) return 'mp4'; // an ISO media box "ftyp"
  // EBML header whose DocType is "webm" (plain Matroska is not played by every browser)
  if (startsWith(data, [0x1a, 0x45, 0xdf, 0xa3]) && data.subarray(0, SNIFF_BYTES).includes('webm')) {
    return 'webm';
  }
  if (startsWith(data, [0x4f, 0x67, 0x67, 0x53])) return 'ogv'; // OggS
  return null;
}

/** A .docx is a zip whose entries include [Content_Types].xml and word/…; entry names are stored plainly. */
function isWordZip(data: Buffer): boolean {
  return data.includes('[Content_Types].xml') && data.includes('word/');
}
