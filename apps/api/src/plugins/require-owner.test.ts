/**
 * The second step guards every owner-only operation: the test walks the whole OpenAPI document with
 * an owner session that passed the password only, and expects 401 on each /api/admin operation
 * (PDFs and CSVs included). Walking it as a customer proves no owner-only operation lives elsewhere.
 */
import { randomUUID } from 'node:crypto';
import { SECOND_STEP_REQUIRED } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy } from '../test/checkout';
import { createUser, loginAs, signedInUser } from '../test/factories';
import { createTestApp } from '../test/test-app';

type Document = { paths: Record<string, Record<string, unknown>> };

let t: Awaited<ReturnType<typeof createTestApp>>;
let operations: { method: string; path: string }[];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  const doc = t.app.swagger() as unknown as Document;
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(() => t.close());

/** A request for the operation: every path parameter filled with a well-formed id. */
const call = (method: string, path: string, headers: Record<string, string>) =>
  t.app.inject({
    method: method as 'GET',
    url: path.replace(/\{(\w+)\}/g, (_, name: string) =>
      name === 'file' ? 'photo.webp' : name === 'orderNumber' ? 'ORD-0000' : randomUUID(),
    ),
    headers: { ...headers, origin: 'http://localhost:3000' },
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });

/** Owner-only before the second step, by nature: the owner sets the second step up there. */
const SECOND_STEP_ITSELF = ['GET /api/auth/two-step', 'POST /api/auth/two-step/setup'];
const isOwnerOnly = (path: string) => path.startsWith('/api/admin');

describe('owner-only operations', () => {
  it('answer 401 (second step required) to an owner signed in with the password only', async () => {
    const owner = await createUser(t.db, { role: 'admin' });
    const headers = { 'auth-token': await loginAs(t.app, owner.email) };
    const owned = operations.filter(({ path }) => isOwnerOnly(path));
    expect(owned.length).toBeGreaterThanOrEqual(30);
    const answers: string[] = [];
    for (const { method, path } of owned) {
      const res = await call(method, path, headers);
      if (res.statusCode !== 401 || res.json().message !== SECOND_STEP_REQUIRED)
        answers.push(`${method} ${path}: ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    expect(answers).toEqual([]);
  });

  it('are refused to a customer, and no operation outside /api/admin is owner-only', async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const wrong: string[] = [];
    // The operations that end the session go last, so every other one sees a live session.
    const endsSession = (path: string) => /logout|sign-out|delete/.test(path);
    const ordered = [
      ...operations.filter(({ path }) => !endsSession(path)),
      ...operations.filter(({ path }) => endsSession(path)),
    ];
    for (const { method, path } of ordered) {
      const res = await call(method, path, headers);
      const ownerOnly = res.statusCode === 403 && /shop owner/.test(res.body);
      const expected = isOwnerOnly(path) || SECOND_STEP_ITSELF.includes(`${method} ${path}`);
      if (ownerOnly !== expected) wrong.push(`${method} ${path}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it("lets the owner read a customer's tax invoice only past the second step", async () => {
    const customer = await signedInUser(t.app, t.db);
    const products = (
      await t.app.inject({ method: 'GET', url: '/api/products/get-products' })
    ).json().products as { _id: string; countInStock: number }[];
    const product = products.find((p) => p.countInStock > 0)!;
    const { orderNumber } = await buy(t.app, customer.headers, [{ id: product._id, quantity: 1 }]);
    const url = `/api/products/my-orders/${orderNumber}/invoice.pdf`;
    const owner = await createUser(t.db, { role: 'admin' });
    const passwordOnly = { 'auth-token': await loginAs(t.app, owner.email) };
    const refused = await t.app.inject({ method: 'GET', url, headers: passwordOnly });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(SECOND_STEP_REQUIRED);
    const { headers } = await signedInUser(t.app, t.db, { role: 'admin' });
    const allowed = await t.app.inject({ method: 'GET', url, headers });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['content-type']).toBe('application/pdf');
  });
});
