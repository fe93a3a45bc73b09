/** An error whose message is safe to show; anything else becomes a generic 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code?: string) => new HttpError(400, message, code);
export const unauthorized = (message: string, code?: string) => new HttpError(401, message, code);
export const forbidden = (message: string, code?: string) => new HttpError(403, message, code);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooMany = (message: string, retryAfterSeconds: number) =>
  Object.assign(new HttpError(429, message, 'TOO_MANY_ATTEMPTS'), { retryAfterSeconds });
