/** Building blocks of the response schemas: the plain acknowledgement, errors, timestamps. */
import { z } from 'zod';

/**
 * What a client receives: the encoded side of a response schema. It differs from `z.infer` only
 * where a codec is used (a `timestamp` is a Date on the server and an ISO string on the wire).
 */
export type Wire<S extends z.ZodType> = z.input<S>;

/** A Date on the server, sent as an ISO 8601 string (the serializer encodes it). */
export const timestamp = z.codec(z.iso.datetime(), z.date(), {
  decode: (iso) => new Date(iso),
  encode: (date) => date.toISOString(),
});

/** `{ success: true }` with an optional human message: the answer of most actions. */
export const okResponse = z.object({ success: z.literal(true), message: z.string().optional() });
export type OkResponse = Wire<typeof okResponse>;

/** `{ success: true, message }` where the spec's client shows the message. */
export const messageResponse = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = Wire<typeof messageResponse>;

/** Every 4xx/5xx answer (DESIGN section 4); payment calls repeat the message as `error`. */
export const errorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  error: z.string().optional(),
});
export type ErrorResponse = Wire<typeof errorResponse>;

/** An amount in a currency, as a decimal (e.g. what a shopper was charged). */
export const moneySchema = z.object({ amount: z.number(), currency: z.string() });

/** A non-JSON answer (a page, a CSV file, an image), described by its media type. */
export const textBody = (mediaType: string) => ({
  content: { [mediaType]: { schema: z.string() } },
});
export const binaryBody = (mediaType: string) => ({
  content: {
    [mediaType]: { schema: z.custom<Uint8Array>().meta({ type: 'string', format: 'binary' }) },
  },
});
