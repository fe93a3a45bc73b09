/** Base class so callers can tell judge errors from bugs with one `instanceof`. */
export class JudgeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'JudgeError';
  }
}

export class UnknownLanguageError extends JudgeError {
  constructor(readonly language: string) {
    super('UNKNOWN_LANGUAGE', `Unknown language '${language}'. Use one of: py, c, cpp, java, js.`);
    this.name = 'UnknownLanguageError';
  }
}

export class SandboxUnavailableError extends JudgeError {
  constructor(message: string) {
    super('SANDBOX_UNAVAILABLE', message);
    this.name = 'SandboxUnavailableError';
  }
}

/** No judge can take the request now (no worker on the queue): said at once, not after the queue's wait. */
export class JudgeUnavailableError extends JudgeError {
  constructor(why: string) {
    super('JUDGE_UNAVAILABLE', why);
    this.name = 'JudgeUnavailableError';
  }
}

export class InputTooLargeError extends JudgeError {
  constructor(what: string, limit: number) {
    super('INPUT_TOO_LARGE', `${what} exceeds ${limit} bytes`);
    this.name = 'InputTooLargeError';
  }
}
