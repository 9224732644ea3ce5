/** Turns a failed call into the text shown to the shopper (spec section 8). */
import { MESSAGES } from '@shop/shared';
import { ApiError } from '../../../lib/api-client';

/**
 * The server's own message when it sent one; `fallback` when it answered without one; the generic
 * 'An error occurred. Please try again.' when the request itself failed (offline, timeout).
 */
export function errorMessage(error: unknown, fallback: string = MESSAGES.genericError): string {
  if (!(error instanceof ApiError)) return MESSAGES.genericError;
  const serverSentNone =
    error.message === `Request failed (${error.status})` || error.status >= 500;
  return serverSentNone ? fallback : error.message;
}

/** Field errors of a 400 answer, for the fields the form has. */
export function fieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Array<[Field, string]> {
  if (!(error instanceof ApiError) || !error.errors) return [];
  const errors = error.errors;
  return fields.filter((field) => errors[field]).map((field) => [field, errors[field]!]);
}
