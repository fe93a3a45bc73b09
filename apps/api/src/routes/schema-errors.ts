import type { FastifySchemaValidationError } from 'fastify';
import type { HttpError } from '../lib/http-error';

/** The request field a schema error is about: `assessments` for `/assessments/0`, or the one that is missing. */
export function fieldOf(error: FastifySchemaValidationError): string {
  const top = error.instancePath.split('/')[1];
  if (top) return top;
  const missing = (error.params as { missingProperty?: unknown }).missingProperty;
  return typeof missing === 'string' ? missing : '';
}

/**
 * A route's `schemaErrorFormatter` that answers some schema errors in the route's own words (a reply of the
 * messages catalogue, e.g. a 404 for an id in the address that cannot name anything); any other error keeps the
 * platform's one sentence (plugins/errors.ts `validationMessage`).
 */
export const schemaErrorsIn =
  (own: (error: FastifySchemaValidationError, field: string) => HttpError | null) =>
  (errors: FastifySchemaValidationError[], dataVar: string): Error => {
    const first = errors[0];
    return (first && own(first, fieldOf(first))) ?? new Error(`${dataVar} is invalid`);
  };
