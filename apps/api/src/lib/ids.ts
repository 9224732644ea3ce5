/**
 * Database ids are UUIDs. A path id that is not one names nothing, so it is answered before any
 * query runs (PostgreSQL would reject it as invalid input, a 500).
 */
import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * A path parameter holding a row's UUID. The errors plugin answers a malformed path parameter
 * with a 404 and this message, exactly as it would answer an unknown id.
 */
export const uuidParam = (notFoundMessage: string) =>
  z.string().regex(UUID, notFoundMessage).meta({ format: 'uuid' });

/** `/:id` of a row addressed only by its UUID. */
export const idParams = (notFoundMessage: string) => z.object({ id: uuidParam(notFoundMessage) });
