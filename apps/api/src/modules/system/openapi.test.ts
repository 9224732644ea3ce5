/**
 * The OpenAPI document is the contract's public face: every operation in it declares what a
 * success answers, so clients (and our web app, through the same zod schemas) can rely on it.
 */
import { apiRouteReplies } from '@shop/shared';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

type Schema = { type?: string; properties?: Record<string, unknown>; format?: string };
type Response = { content?: Record<string, { schema?: Schema }> };
type Operation = { responses?: Record<string, Response> };
type Document = { paths: Record<string, Record<string, Operation>> };

/** Successes that are not JSON: described by their media type and a string (or binary) body. */
const NOT_JSON: Record<string, string> = {
  'GET /proxy-profile-image': 'image/*',
  'GET /api/newsletter/unsubscribe': 'text/html',
  'GET /api/newsletter/confirm': 'text/html',
  'GET /api/stock-alerts/confirm': 'text/html',
  'GET /api/stock-alerts/stop': 'text/html',
  'GET /api/checkout/restore': 'text/html',
  'GET /api/checkout/recovery-unsubscribe': 'text/html',
  'GET /api/users/me/data': 'application/json; charset=utf-8',
  'GET /api/admin/subscribers.csv': 'text/csv',
  'GET /api/admin/orders/export.csv': 'text/csv',
  'GET /api/admin/products/export.csv': 'text/csv',
  'GET /api/admin/customers/export.csv': 'text/csv',
  'GET /api/admin/discounts/:id/codes.csv': 'text/csv',
  'GET /api/products/my-orders/:orderNumber/invoice.pdf': 'application/pdf',
  'GET /api/products/my-orders/:orderNumber/credit-notes/:refundId.pdf': 'application/pdf',
  'GET /api/admin/orders/:id/packing-slip.pdf': 'application/pdf',
  'GET /api/admin/orders/:id/shipment/label.pdf': 'application/pdf',
  'GET /api/admin/returns/:id/photos/:file': 'image/webp',
};

/**
 * Hidden from the document on purpose: pages, files and machine endpoints that are not part of
 * the JSON API (the storefront's HTML, images, the sitemap, robots.txt, the dev mailbox page,
 * Prometheus metrics). They must still exist as routes.
 */
const HIDDEN = [
  ['GET', '/sitemap.xml'],
  ['GET', '/robots.txt'],
  ['GET', '/dev/mailbox'],
  ['GET', '/image/:folder/:file'],
  ['GET', '/image/products/w:width/:file'],
] as const;

let t: Awaited<ReturnType<typeof createTestApp>>;
let doc: Document;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  doc = t.app.swagger() as unknown as Document;
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      name: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      op,
    })),
  );

describe('OpenAPI document', () => {
  it('lists the whole API (about 60 operations)', () => {
    expect(operations().length).toBeGreaterThanOrEqual(55);
  });

  it('gives every operation a 2xx response schema; JSON ones are objects with properties', () => {
    const missing: string[] = [];
    for (const { name, op } of operations()) {
      const successes = Object.entries(op.responses ?? {}).filter(([code]) => /^2/.test(code));
      if (successes.length === 0) missing.push(`${name}: no 2xx response`);
      for (const [code, response] of successes) {
        const mediaType = NOT_JSON[name] ?? 'application/json';
        const schema = response.content?.[mediaType]?.schema;
        const described =
          mediaType === 'application/json'
            ? schema?.type === 'object' && Object.keys(schema.properties ?? {}).length > 0
            : schema?.type === 'string';
        if (!described) missing.push(`${name} ${code}: no ${mediaType} schema`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps the spec field `success` in every JSON answer but the gateway-shaped sandbox one', () => {
    const without = operations()
      .filter(({ name }) => !NOT_JSON[name])
      .filter(({ op }) =>
        Object.entries(op.responses ?? {}).some(
          ([code, r]) =>
            /^2/.test(code) && !r.content?.['application/json']?.schema?.properties?.success,
        ),
      )
      .map(({ name }) => name);
    expect(without).toEqual(['POST /api/payment/sandbox/pay']);
  });

  it('hides only pages, files and machine endpoints, which still exist as routes', () => {
    const names = new Set(operations().map(({ name }) => name));
    for (const [method, url] of HIDDEN) {
      expect(names.has(`${method} ${url}`)).toBe(false);
      expect(t.app.hasRoute({ method, url })).toBe(true);
    }
  });
});

/** The JSON schema the OpenAPI document holds for a zod response schema (the app's transform). */
function documentedAs(url: string, schema: unknown) {
  const transformed = jsonSchemaTransform({
    schema: { response: { 200: schema } },
    url,
    route: { url, method: 'GET' },
    openapiObject: { openapi: '3.0.3' },
  } as unknown as Parameters<typeof jsonSchemaTransform>[0]);
  return (transformed.schema as { response: Record<number, unknown> }).response[200];
}

/**
 * The contract's route table (packages/shared/src/contract/routes.ts) types the web's test fakes;
 * each of its lines must name an operation the API serves, documenting the very same answer.
 */
describe('the contract route table', () => {
  it('names only operations the API serves, each documenting the answer the table says', () => {
    const wrong: string[] = [];
    for (const [route, schema] of Object.entries(apiRouteReplies)) {
      const [method, path] = route.split(' ') as [string, string];
      const operation = doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      if (!operation) {
        wrong.push(`${route}: no such operation`);
        continue;
      }
      const success = Object.entries(operation.responses ?? {}).find(([code]) => /^2/.test(code));
      const documented = success?.[1].content?.['application/json']?.schema;
      if (JSON.stringify(documented) !== JSON.stringify(documentedAs(path, schema)))
        wrong.push(`${route}: documents another answer`);
    }
    expect(wrong).toEqual([]);
  });
});
