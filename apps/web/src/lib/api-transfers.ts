/** File transfers of the API client, loaded when first needed (lib/api-client.ts). */
import { ApiError, type UploadOptions } from './api-client';

/** Sends a form through XMLHttpRequest, which (unlike fetch) reports how much of the body has gone out. */
export function sendWithProgress(
  path: string,
  form: FormData,
  headers: Record<string, string>,
  { method = 'POST', onProgress, signal }: UploadOptions,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve(new Response(xhr.responseText, { status: xhr.status }));
    xhr.onerror = () => reject(new ApiError('The upload failed. Check your connection and try again.', 0));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** A downloaded file and the name the server gave it. */
export async function blobWithName(response: Response): Promise<{ blob: Blob; name: string | null }> {
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), name };
}

/** Hands a file to the browser's download. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
