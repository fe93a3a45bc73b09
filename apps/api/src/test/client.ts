import type { FastifyInstance } from 'fastify';

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T & { success?: boolean; message?: string; code?: string };
  headers: Record<string, string | string[] | number | undefined>;
}

/**
 * A small wrapper over inject that speaks JSON and carries the auth-token header, from one client address;
 * with `cookies` it keeps the cookies it is given and sends them back, as a browser does.
 */
export function client(app: FastifyInstance, from: { remoteAddress?: string; cookies?: boolean } = {}) {
  const jar = new Map<string, string>();
  async function call<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<Reply<T>> {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await app.inject({
      method,
      url,
      ...(from.remoteAddress ? { remoteAddress: from.remoteAddress } : {}),
      headers: {
        ...(options.token ? { 'auth-token': options.token } : {}),
        ...(cookie ? { cookie } : {}),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    if (from.cookies) for (const { name, value } of response.cookies) jar.set(name, value);
    return {
      status: response.statusCode,
      body: response.json() as Reply<T>['body'],
      headers: response.headers,
    };
  }
  return {
    call,
    /** the cookies kept so far (with `cookies`) */
    cookies: jar,
    get: <T = Record<string, unknown>>(url: string, token?: string) => call<T>('GET', url, { token }),
    post: <T = Record<string, unknown>>(url: string, body?: unknown, token?: string) =>
      call<T>('POST', url, { body: body ?? {}, token }),
    put: <T = Record<string, unknown>>(url: string, body?: unknown, token?: string) =>
      call<T>('PUT', url, { body: body ?? {}, token }),
    patch: <T = Record<string, unknown>>(url: string, body?: unknown, token?: string) =>
      call<T>('PATCH', url, { body: body ?? {}, token }),
    async login(email: string, password: string, role = 'student'): Promise<string> {
      const reply = await call<{ token: string }>('POST', `/api/${role}/login`, {
        body: { Email: email, Password: password },
      });
      if (reply.status !== 200)
        throw new Error(`login ${email} failed: ${reply.status} ${reply.body.message}`);
      return reply.body.token;
    },
  };
}
