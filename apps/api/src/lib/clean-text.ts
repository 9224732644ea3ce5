/**
 * Text PostgreSQL cannot store: a NUL character (refused in text) or a lone UTF-16 surrogate
 * (refused in jsonb, silently replaced in text). No honest client sends either.
 */
import { BadRequestError } from './errors';

export const BROKEN_TEXT_MESSAGE = 'Text may not contain NUL characters or broken Unicode';

// A NUL, a high surrogate not followed by a low one, or a low surrogate without a high one.
const BROKEN = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when any string in the value (object keys included) holds NUL or broken Unicode. */
export function hasBrokenText(value: unknown): boolean {
  // Iterative: a 1 MB body can nest arrays 500,000 deep, far beyond the call stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (BROKEN.test(item)) return true;
    } else if (Array.isArray(item)) {
      for (const nested of item) pending.push(nested); // no spread: arrays may be huge
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, nested] of Object.entries(item)) {
        if (BROKEN.test(key)) return true;
        pending.push(nested);
      }
    }
  }
  return false;
}

/** Throws a 400 with BROKEN_TEXT_MESSAGE when the value holds NUL or broken Unicode. */
export function assertCleanText(value: unknown): void {
  if (hasBrokenText(value)) throw new BadRequestError(BROKEN_TEXT_MESSAGE);
}
