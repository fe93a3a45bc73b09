import { messages } from '@placement/contract';

const TOKEN_KEY = 'token';

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}

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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RequestOptions = {
  method?: Method;
  body?: unknown;
  query?: Record<string, string | undefined>;
  /** Send the auth-token header. Off for the calls the spec makes without a token. */
  auth?: boolean;
  /** Let the request outlive the page (for a page that is going away). */
  keepalive?: boolean;
};

type UnauthorizedListener = (error: ApiError, path: string) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called when an authenticated request comes back 401, so the session can be marked logged out. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, value);
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

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, auth = true, keepalive } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = auth ? getToken() : null;
  if (token) headers['auth-token'] = token;

  const response = await fetch(buildUrl(path, query), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    keepalive,
  });
  const payload = await readJson(response);

  if (!response.ok || payload?.success === false) {
    const message = typeof payload?.message === 'string' ? payload.message : messages.somethingWrong;
    const code = typeof payload?.code === 'string' ? payload.code : undefined;
    const error = new ApiError(message, response.status, code);
    if (response.status === 401 && token) {
      // SPEC §4: only a blacklisted token is dropped; other 401s just mark the session logged out.
      if (message === messages.tokenBlacklisted) clearToken();
      for (const listener of unauthorizedListeners) listener(error, path);
    }
    throw error;
  }
  return payload as T;
}
