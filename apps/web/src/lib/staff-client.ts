import { messages } from '@placement/contract';
import { ApiError } from './api-client';
import { uploadForm } from './upload';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type StaffRequestOptions = {
  method?: Method;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  auth?: boolean;
};

/**
 * An API client for a staff portal (company, admin) whose token lives under its own local-storage key, apart
 * from the student's `token`, so several sessions can share a browser and no check sends another role's token.
 */
export function createStaffClient(tokenKey: string) {
  const getToken = (): string | null => localStorage.getItem(tokenKey);
  const setToken = (token: string): void => localStorage.setItem(tokenKey, token);
  const clearToken = (): void => localStorage.removeItem(tokenKey);
  const listeners = new Set<() => void>();

  function onUnauthorized(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }

  async function request<T>(path: string, options: StaffRequestOptions = {}): Promise<T> {
    const { method = 'GET', body, query, auth = true } = options;
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = auth ? getToken() : null;
    if (token) headers['auth-token'] = token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let url = path;
    if (query) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
      if (params.size > 0) url = `${path}?${params}`;
    }
    const response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let payload: Record<string, unknown> | null = null;
    try {
      const parsed: unknown = text ? JSON.parse(text) : null;
      payload = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
    } catch {
      payload = null;
    }
    if (!response.ok || payload?.success === false) {
      const message = typeof payload?.message === 'string' ? payload.message : messages.somethingWrong;
      const code = typeof payload?.code === 'string' ? payload.code : undefined;
      if (response.status === 401 && token) for (const listener of listeners) listener();
      throw new ApiError(message, response.status, code);
    }
    return payload as T;
  }

  function upload<T>(path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
    return uploadForm<T>(path, form, { token: getToken(), onProgress });
  }

  return { getToken, setToken, clearToken, onUnauthorized, request, upload };
}

export type StaffClient = ReturnType<typeof createStaffClient>;
