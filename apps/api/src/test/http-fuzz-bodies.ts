/**
 * Bodies for the HTTP fuzz test: JSON from the route's schema (valid or fuzzed) under the right
 * or a wrong content type, malformed and oversized JSON, multipart forms with text fields and
 * files, and Razorpay-shaped webhook events.
 */
import fc from 'fast-check';
import {
  asText,
  fuzzedValue,
  hostileValue,
  validValue,
  type JsonSchema,
  type Pools,
} from './http-fuzz-values';

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart form: text fields a route may read and files (an image, junk, nothing). */
const multipartBody = fc
  .tuple(
    // A valid review form, fuzzed like a JSON body.
    fuzzedValue(
      fc.constant({
        rating: '5',
        title: 'Lovely paper',
        comment: 'A calm journal for slow mornings.',
      }),
    ).map((form) =>
      form && typeof form === 'object' && !Array.isArray(form)
        ? Object.entries(form)
        : [['comment', form] as const],
    ),
    fc.array(
      fc.tuple(
        fc.constantFrom('reviewImage', 'images', 'file'),
        fc.oneof(
          fc.constant(TINY_PNG),
          fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
          fc.constant(Buffer.concat([TINY_PNG.subarray(0, 30), Buffer.alloc(20)])),
        ),
      ),
      { maxLength: 3 },
    ),
  )
  .map(([fields, files]) => {
    const boundary = 'fuzzboundary';
    const chunks: Buffer[] = [];
    for (const [name, value] of fields)
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${asText(value)}\r\n`,
        ),
      );
    for (const [name, data] of files)
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        data,
        Buffer.from('\r\n'),
      );
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: Buffer.concat(chunks),
    };
  });

const deepArrays = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

const MALFORMED = [
  '',
  '{',
  '{"a":',
  'null',
  '"text"',
  '1e999',
  '[]',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  deepArrays(100_000),
  `{"a":"${'x'.repeat(1_100_000)}"}`,
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
  'application/xml',
  'multipart/form-data; boundary=nothing',
  '',
];

export type Body = { contentType: string; payload?: string | Buffer };

function jsonBodyFor(schema: JsonSchema, pools: Pools): fc.Arbitrary<Body> {
  const json = fuzzedValue(validValue(schema, pools)).map((v) => JSON.stringify(v) ?? 'null');
  return fc.oneof(
    {
      weight: 14,
      arbitrary: json.map((payload) => ({ contentType: 'application/json', payload })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(json, fc.constantFrom(...CONTENT_TYPES))
        .map(([payload, contentType]) => ({ contentType, payload })),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...MALFORMED).map((payload) => ({
        contentType: 'application/json',
        payload,
      })),
    },
    { weight: 1, arbitrary: multipartBody },
  );
}

/** Routes without a JSON body: usually none, sometimes a form or a stray JSON body. */
const otherBody: fc.Arbitrary<Body> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ contentType: '' }) },
  { weight: 3, arbitrary: multipartBody },
  {
    weight: 1,
    arbitrary: hostileValue.map((v) => ({
      contentType: 'application/json',
      payload: JSON.stringify(v) ?? 'null',
    })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(...MALFORMED).map((payload) => ({
      contentType: 'application/json',
      payload,
    })),
  },
);

/** A Razorpay-shaped event, so signed ones reach the webhook's handler. */
const webhookEvent: fc.Arbitrary<unknown> = fc.record({
  id: fc.oneof(fc.constantFrom('evt_1', 'evt_2'), hostileValue),
  event: fc.oneof(
    fc.constantFrom('payment.captured', 'order.paid', 'refund.created'),
    hostileValue,
  ),
  payload: fc.oneof(
    fc.record({
      payment: fc.record({
        entity: fc.record({
          id: fc.oneof(fc.constantFrom('pay_1', 'pay_2'), hostileValue),
          order_id: fc.oneof(fc.constantFrom('order_1', 'order_sandbox_1'), hostileValue),
        }),
      }),
    }),
    hostileValue,
  ),
});

export function bodyOf(
  path: string,
  schema: JsonSchema | undefined,
  pools: Pools,
): fc.Arbitrary<Body> {
  if (path === '/api/payment/webhook')
    return fc.oneof(
      {
        weight: 8,
        arbitrary: fc
          .oneof(webhookEvent, hostileValue)
          .map((v) => ({ contentType: 'application/json', payload: JSON.stringify(v) ?? 'null' })),
      },
      { weight: 1, arbitrary: otherBody },
    );
  return schema ? jsonBodyFor(schema, pools) : otherBody;
}
