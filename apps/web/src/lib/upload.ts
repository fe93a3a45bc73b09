import { messages } from '@placement/contract';
import { ApiError, getToken } from './api-client';

export type UploadOptions = {
  method?: 'POST' | 'PUT';
  /** 0..1 as the request body goes out */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** the auth token to send; the student's `token` by default (staff portals keep theirs apart) */
  token?: string | null;
};

/**
 * A multipart upload with upload progress (fetch cannot report it, XMLHttpRequest can). Errors come back as
 * the api-client's ApiError, with the server's message (e.g. 413 'request entity too large').
 */
export function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const { method = 'POST', onProgress, signal } = options;
  const token = options.token === undefined ? getToken() : options.token;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('auth-token', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let payload: Record<string, unknown> | null = null;
      try {
        const parsed: unknown = JSON.parse(xhr.responseText);
        payload = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && payload?.success !== false) {
        onProgress?.(1);
        resolve(payload as T);
        return;
      }
      const message = typeof payload?.message === 'string' ? payload.message : messages.somethingWrong;
      const code = typeof payload?.code === 'string' ? payload.code : undefined;
      reject(new ApiError(message, xhr.status, code));
    };
    xhr.onerror = () => reject(new ApiError(messages.somethingWrong, 0));
    xhr.onabort = () => reject(new ApiError('Upload cancelled', 0));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
