/**
 * Requests for the HTTP fuzz test, one fast-check arbitrary per operation of the OpenAPI
 * document: path and query values from the operation's schemas (see http-fuzz-values.ts), raw
 * percent escapes, a body (http-fuzz-bodies.ts), and a mix of callers (guest, customer, admin,
 * forged).
 */
import fc from 'fast-check';
import { bodyOf } from './http-fuzz-bodies';
import {
  asText,
  fuzzedValue,
  hostileValue,
  validValue,
  type JsonSchema,
  type Pools,
} from './http-fuzz-values';

type Param = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type OpenApiOperation = {
  parameters?: Param[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

export type Operation = {
  method: string;
  path: string;
  pathParams: Param[];
  query: Param[];
  body?: JsonSchema;
};

export type Caller = 'guest' | 'customer' | 'admin' | 'forged' | 'garbage';

export type FuzzRequest = {
  method: string;
  url: string;
  caller: Caller;
  /** For a forged token: the `sub` it carries, signed with the app's real secret. */
  forgedSub: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Sign the body as a payment webhook with the sandbox secret. */
  signWebhook: boolean;
};

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path'),
      query: (op.parameters ?? []).filter((p) => p.in === 'query'),
      body: op.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

/** Escapes sent as they are, never re-encoded: what a raw HTTP client can put on the wire. */
const RAW_FRAGMENTS = [
  '%00',
  '%ED%A0%80',
  '%FF',
  '%',
  '%%',
  '%ZZ',
  '%2e%2e',
  '%2F',
  '&&',
  '=',
  '+',
];

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent refuses lone surrogates; a client can still send their CESU-8 bytes. */
function encodePart(text: string): string {
  return text
    .split(LONE_SURROGATE)
    .map((piece) => encodeURIComponent(piece))
    .join('%ED%A0%80');
}

/** A path value: valid half the time, so the request gets on to its query and body. */
function urlPart(schema: JsonSchema, pools: Pools, name: string): fc.Arbitrary<string> {
  const valid = validValue(schema, pools, name);
  return fc.oneof(
    { weight: 5, arbitrary: valid.map(asText).map(encodePart) },
    { weight: 4, arbitrary: fuzzedValue(valid).map(asText).map(encodePart) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_FRAGMENTS) },
  );
}

/** Query values as one object, fuzzed like a body, then written out (arrays repeat the key). */
function queryFor(params: Param[], pools: Pools): fc.Arbitrary<string> {
  const schema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema ?? {}])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
  const raw = fc.option(
    fc.tuple(fc.constantFrom('q', ...params.map((p) => p.name)), fc.constantFrom(...RAW_FRAGMENTS)),
    { freq: 9 },
  );
  return fc.tuple(fuzzedValue(validValue(schema, pools)), raw).map(([query, rawPair]) => {
    const entries =
      query && typeof query === 'object' && !Array.isArray(query)
        ? Object.entries(query)
        : [['q', query] as const];
    const parts = entries.flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map(
        (v) => `${encodePart(key)}=${encodePart(asText(v))}`,
      ),
    );
    if (rawPair) parts.push(`${rawPair[0]}=${rawPair[1]}`);
    return parts.length ? `?${parts.join('&')}` : '';
  });
}

/** Mostly the caller a route is for (admins on /api/admin), sometimes anyone else. */
function callersFor(path: string): fc.Arbitrary<Caller> {
  const admin = path.startsWith('/api/admin');
  return fc.oneof(
    { weight: admin ? 14 : 6, arbitrary: fc.constant<Caller>(admin ? 'admin' : 'customer') },
    { weight: 3, arbitrary: fc.constantFrom<Caller>('admin', 'customer', 'guest') },
    { weight: 1, arbitrary: fc.constantFrom<Caller>('forged', 'garbage') },
  );
}

export function requestFor(op: Operation, pools: Pools): fc.Arbitrary<FuzzRequest> {
  const path = fc
    .tuple(...op.pathParams.map((p) => urlPart(p.schema ?? {}, pools, p.name)))
    .map((values) =>
      op.pathParams.reduce((url, p, i) => url.replace(`{${p.name}}`, values[i] ?? ''), op.path),
    );
  return fc
    .record({
      path,
      query: queryFor(op.query, pools),
      body: bodyOf(op.path, op.body, pools),
      caller: callersFor(op.path),
      forgedSub: fc.oneof(fc.constantFrom('admin', '1', ''), hostileValue.map(asText)),
      signWebhook: fc.nat(9).map((n) => n < 7),
      eventId: fc.option(hostileValue.map(asText), { freq: 3 }),
    })
    .map(({ path: p, query, body, caller, forgedSub, signWebhook, eventId }) => ({
      method: op.method,
      url: `${p}${query}`,
      caller,
      forgedSub,
      signWebhook: op.path === '/api/payment/webhook' && signWebhook,
      headers: {
        ...(body.contentType && { 'content-type': body.contentType }),
        ...(eventId !== null &&
          op.path === '/api/payment/webhook' && { 'x-razorpay-event-id': eventId }),
      },
      payload: body.payload,
    }));
}
