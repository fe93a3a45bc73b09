import { messages } from '@placement/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { ApiError } from '../../../lib/api-client';

/**
 * Staff sessions keep their token under their own key, apart from the student's `token`: a browser can hold
 * both sessions at once, and neither session check ever sends the other role's token.
 */
const TOKEN_KEY = 'collegeToken';

export const getCollegeToken = (): string | null => localStorage.getItem(TOKEN_KEY);
export const setCollegeToken = (token: string): void => localStorage.setItem(TOKEN_KEY, token);
export const clearCollegeToken = (): void => localStorage.removeItem(TOKEN_KEY);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Options = {
  method?: Method;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  auth?: boolean;
  /** Import replies say success false with a row report: the caller reads them instead of an error. */
  acceptUnsuccessful?: boolean;
};

function buildUrl(path: string, query: Options['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function authHeaders(auth: boolean): Record<string, string> {
  const token = auth ? getCollegeToken() : null;
  return token ? { 'auth-token': token } : {};
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();
/** A 401 on a staff call: the college session is gone (the shell sends the user to /college/login). */
export function onCollegeUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

async function readReply<T>(response: Response, acceptUnsuccessful: boolean, sentToken = true): Promise<T> {
  const text = await response.text();
  let payload: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    payload = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    payload = null;
  }
  const refused = !response.ok || (payload?.success === false && !acceptUnsuccessful);
  if (refused) {
    const message = typeof payload?.message === 'string' ? payload.message : messages.somethingWrong;
    const code = typeof payload?.code === 'string' ? payload.code : undefined;
    if (response.status === 401 && sentToken) for (const listener of unauthorizedListeners) listener();
    throw new ApiError(message, response.status, code);
  }
  return payload as T;
}

/** JSON calls to /api/college/* with the staff token. */
export async function collegeRequest<T>(path: string, options: Options = {}): Promise<T> {
  const { method = 'GET', body, query, auth = true, acceptUnsuccessful = false } = options;
  const headers: Record<string, string> = { accept: 'application/json', ...authHeaders(auth) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(buildUrl(path, query), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readReply<T>(response, acceptUnsuccessful, auth);
}

/** A multipart upload of one file under `file`; row reports (success false) come back as replies. */
export async function collegeUpload<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(path, {
    method: 'POST',
    headers: { accept: 'application/json', ...authHeaders(true) },
    body: form,
  });
  return readReply<T>(response, true);
}

/**
 * The same upload through XMLHttpRequest, which (unlike fetch) reports how much of the body has been sent:
 * `onProgress` gets a fraction from 0 to 1. Aborting the signal cancels the upload.
 */
export function collegeUploadWithProgress<T>(
  path: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders(true))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const reply = new Response(xhr.responseText, { status: xhr.status });
      readReply<T>(reply, false).then(resolve, reject);
    };
    xhr.onerror = () => reject(new ApiError('The upload failed. Check your connection and try again.', 0));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

async function fetchBlob(
  path: string,
  query?: Options['query'],
): Promise<{ blob: Blob; name: string | null }> {
  const response = await fetch(buildUrl(path, query), { headers: authHeaders(true) });
  if (!response.ok) {
    await readReply(response, false);
    throw new ApiError('Could not download the file', response.status);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), name };
}

/** Saves a file the server sends only with the auth header (a plain link would not carry it). */
export async function collegeDownload(
  path: string,
  fallbackName: string,
  query?: Options['query'],
): Promise<void> {
  const { blob, name } = await fetchBlob(path, query);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** An object URL for an authenticated image (a proctoring screenshot), or null while it loads. */
export function useCollegeFileUrl(path: string | null): string | null {
  const file = useQuery({
    queryKey: ['college', 'file', path],
    queryFn: async () => (await fetchBlob(path as string)).blob,
    enabled: Boolean(path),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
