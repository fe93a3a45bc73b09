import { authMessages } from '@placement/contract';

/** The server answered and said no: `message` is the server's, meant for people. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(message: string, status: number, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** A 4xx reply: the request was understood and refused (as opposed to a crash or a lost connection). */
export function isRejection(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status < 500;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** a list is sent as the key repeated (`?a=1&a=2`), as the API's array parameters read it */
export type Query = Record<string, string | number | undefined | readonly (string | number)[]>;

export type RequestOptions = {
  method?: Method;
  body?: unknown;
  /** undefined and empty values are left out; a list repeats its key */
  query?: Query;
  /** Send the auth-token header. Off for the calls the spec makes without a token. */
  auth?: boolean;
  /** Let the request outlive the page (for a page that is going away). */
  keepalive?: boolean;
  /** Import replies say success false with a row report: the caller reads them instead of an error. */
  acceptUnsuccessful?: boolean;
  /** extra request headers (the test screen's tab id, say) */
  headers?: Record<string, string>;
};

export type UploadOptions = {
  method?: 'POST' | 'PUT';
  /** 0..1 as the request body goes out */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  acceptUnsuccessful?: boolean;
};

type UnauthorizedListener = (error: ApiError, path: string) => void;

function buildUrl(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined && one !== '') params.append(key, String(one));
    }
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  const text = await response.text();
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The one API client, one instance per role. Each role keeps its token under its own local-storage key
 * (`token`, `collegeToken`, `companyToken`, `adminToken`), so several sessions can share a browser and no
 * session check sends another role's token. It owns the auth-token header, turning refusals into ApiError
 * with the server's message, and the 401: a blacklisted token is dropped (SPEC §4) and the role's listeners
 * hear of it (the layouts send the user to their login).
 */
export function createApiClient(tokenKey: string) {
  const getToken = (): string | null => localStorage.getItem(tokenKey);
  const setToken = (token: string): void => localStorage.setItem(tokenKey, token);
  const clearToken = (): void => localStorage.removeItem(tokenKey);
  const listeners = new Set<UnauthorizedListener>();

  /** Called when an authenticated request comes back 401, so the session can be marked logged out. */
  function onUnauthorized(listener: UnauthorizedListener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }

  function authHeaders(auth: boolean): Record<string, string> {
    const token = auth ? getToken() : null;
    return token ? { 'auth-token': token } : {};
  }

  async function readReply<T>(
    response: Response,
    path: string,
    sentToken: boolean,
    acceptUnsuccessful = false,
  ): Promise<T> {
    const payload = await readJson(response);
    if (response.ok && (payload?.success !== false || acceptUnsuccessful)) return payload as T;
    const message = typeof payload?.message === 'string' ? payload.message : authMessages.somethingWrong;
    const code = typeof payload?.code === 'string' ? payload.code : undefined;
    const error = new ApiError(message, response.status, code);
    if (response.status === 401 && sentToken) {
      // SPEC §4: only a blacklisted token is dropped; other 401s just mark the session logged out.
      if (message === authMessages.tokenBlacklisted) clearToken();
      for (const listener of listeners) listener(error, path);
    }
    throw error;
  }

  /** A JSON call. */
  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const { method = 'GET', body, query, auth = true, keepalive, acceptUnsuccessful } = options;
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...options.headers,
      ...authHeaders(auth),
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      keepalive,
    });
    return readReply<T>(response, path, 'auth-token' in headers, acceptUnsuccessful);
  }

  /** A multipart upload with progress; aborting `signal` cancels it (an AbortError). */
  async function upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
    const headers = { accept: 'application/json', ...authHeaders(true) };
    // loaded when first needed: the sign-in pages never move files, and every byte before first paint counts
    const { sendWithProgress } = await import('./api-transfers');
    const response = await sendWithProgress(path, form, headers, options);
    const reply = await readReply<T>(response, path, 'auth-token' in headers, options.acceptUnsuccessful);
    options.onProgress?.(1);
    return reply;
  }

  /** A response the server sends only with the auth header, once it says it succeeded (its body still unread). */
  async function open(path: string, query?: Query, signal?: AbortSignal): Promise<Response> {
    const headers = authHeaders(true);
    const response = await fetch(buildUrl(path, query), { headers, signal });
    if (!response.ok) {
      await readReply(response, path, 'auth-token' in headers);
      throw new ApiError('Could not download the file', response.status);
    }
    return response;
  }

  /** A file the server sends only with the auth header, and the name it gives it. */
  async function fetchBlob(path: string, query?: Query): Promise<{ blob: Blob; name: string | null }> {
    const response = await open(path, query);
    const { blobWithName } = await import('./api-transfers');
    return blobWithName(response);
  }

  /** Saves an authenticated file (a plain link would not carry the header). */
  async function download(path: string, fallbackName: string, query?: Query): Promise<void> {
    const { blob, name } = await fetchBlob(path, query);
    const { saveBlob } = await import('./api-transfers');
    saveBlob(blob, name ?? fallbackName);
  }

  return {
    tokenKey,
    getToken,
    setToken,
    clearToken,
    onUnauthorized,
    request,
    upload,
    open,
    fetchBlob,
    download,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The student's session (`token`). */
export const studentClient = createApiClient('token');
export const { getToken, setToken, clearToken, onUnauthorized } = studentClient;
export const apiRequest = studentClient.request;
