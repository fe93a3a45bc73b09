import type { FastifyInstance } from 'fastify';

/** Test-only helpers for the portal routes: multipart bodies and small files of known types. */
export interface Part {
  field: string;
  /** a file part when set */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----placement${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.field}"`
        : `form-data; name="${part.field}"; filename="${part.filename}"`;
    const type =
      part.filename === undefined
        ? ''
        : `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function upload(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  parts: Part[],
) {
  const { payload, headers } = multipart(parts);
  const response = await app.inject({ method, url, payload, headers: { ...headers, 'auth-token': token } });
  return { status: response.statusCode, body: response.json() };
}

const pad = (head: Buffer, size: number) =>
  Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 7)]);

export const fixtures = {
  png: (size = 200) => pad(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), size),
  jpeg: (size = 200) => pad(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), size),
  pdf: (size = 300) => pad(Buffer.from('%PDF-1.4\n'), size),
  docx: (size = 400) =>
    pad(Buffer.from('PK\u0003\u0004\u0014\u0000[Content_Types].xml....word/document.xml', 'latin1'), size),
  doc: (size = 400) => pad(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), size),
  exe: (size = 300) => pad(Buffer.from('MZ\u0090\u0000'), size),
  html: () => Buffer.from('<html><script>alert(1)</script></html>'),
};
