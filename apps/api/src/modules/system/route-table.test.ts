/**
 * The contract's route table (packages/shared/src/contract/routes.ts) types the web's test fakes.
 * This keeps it true to the API: every line names an operation the API serves, and that
 * operation documents the very success answer the line says (same JSON schema).
 */
import { apiRouteReplies } from '@shop/shared';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

type Response = { content?: Record<string, { schema?: unknown }> };
type Document = { paths: Record<string, Record<string, { responses?: Record<string, Response> }>> };

let t: Awaited<ReturnType<typeof createTestApp>>;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  doc = t.app.swagger() as unknown as Document;
});
afterAll(() => t.close());

/** The JSON schema the OpenAPI document would hold for this zod response schema. */
function documentedAs(url: string, schema: unknown) {
  const transformed = jsonSchemaTransform({
    schema: { response: { 200: schema } },
    url,
    route: { url, method: 'GET' },
    openapiObject: { openapi: '3.0.3' },
  } as unknown as Parameters<typeof jsonSchemaTransform>[0]);
  return (transformed.schema as { response: Record<number, unknown> }).response[200];
}

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
      const expected = documentedAs(path, schema);
      if (JSON.stringify(documented) !== JSON.stringify(expected))
        wrong.push(`${route}: documents another answer`);
    }
    expect(wrong).toEqual([]);
  });
});
