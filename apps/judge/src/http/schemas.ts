export const MAX_CODE_BYTES = 64 * 1024;
export const MAX_INPUT_BYTES = 1024 * 1024;

const message = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
} as const;

export const errorResponses = {
  400: message,
  401: message,
  404: message,
  413: message,
  500: message,
  /** no judge can take the request now (no worker on the queue) */
  503: message,
  504: message,
};

export const testBody = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'language', 'compilerId'],
  properties: {
    code: { type: 'string', minLength: 1, maxLength: MAX_CODE_BYTES },
    language: { type: 'string', minLength: 1, maxLength: 16 },
    compilerId: { type: 'string', minLength: 1, maxLength: 128 },
  },
} as const;

const testItem = {
  type: 'object',
  additionalProperties: false,
  required: ['isHidden', 'error', 'realtimeOutputEscapeRemoved', 'verdict', 'timeMs'],
  properties: {
    index: { type: 'integer' },
    isHidden: { type: 'boolean' },
    error: { type: 'string' },
    realtimeOutputEscapeRemoved: { type: 'string' },
    verdict: { type: 'string' },
    timeMs: { type: 'number' },
    memoryKb: { type: 'number' },
    input: { type: 'string' },
    output: { type: 'string' },
    expectedOutput: { type: 'string' },
  },
} as const;

export const testResponse = {
  type: 'object',
  additionalProperties: false,
  required: ['passed', 'failed', 'error', 'totalTestCases', 'codeLanguage'],
  properties: {
    passed: { type: 'array', items: testItem },
    failed: { type: 'array', items: testItem },
    error: { type: ['string', 'null'] },
    totalTestCases: { type: 'integer' },
    codeLanguage: { type: 'string' },
  },
} as const;

export const runBody = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'language'],
  properties: {
    code: { type: 'string', minLength: 1, maxLength: MAX_CODE_BYTES },
    language: { type: 'string', minLength: 1, maxLength: 16 },
    input: { type: 'string', maxLength: MAX_INPUT_BYTES, default: '' },
  },
} as const;

export const runResponse = {
  type: 'object',
  additionalProperties: false,
  required: ['output', 'error', 'verdict'],
  properties: {
    output: { type: 'string' },
    error: { type: 'string' },
    verdict: { type: 'string' },
    timeMs: { type: 'number' },
    memoryKb: { type: 'number' },
  },
} as const;

export interface TestBody {
  code: string;
  language: string;
  compilerId: string;
}

export interface RunBody {
  code: string;
  language: string;
  input: string;
}
