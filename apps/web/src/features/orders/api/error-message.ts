/** What a shopper reads when an order call fails: the server's own words, else a generic line. */
import { MESSAGES } from '@shop/shared';
import { ApiError } from '../../../lib/api-client';

/** The server's message for a refusal (a 4xx: an invalid link, too many tries); generic otherwise. */
export function errorMessage(error: unknown): string {
  const ownWords =
    error instanceof ApiError &&
    error.status < 500 &&
    error.message !== `Request failed (${error.status})`;
  return ownWords ? error.message : MESSAGES.genericError;
}
